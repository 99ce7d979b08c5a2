import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookedDays } from './booked-days';
import { localToInstant } from './listing-time-zone';
import { DEFAULT_OPENING_HOURS, type OpeningHours } from './opening-hours';

const PARIS = 'Europe/Paris';
const at = (date: string, time: string) => {
  const found = localToInstant({ date, time }, PARIS);
  if (found.kind === 'nonexistent') throw new Error('no such time');
  return found.instant;
};
const span = (from: [string, string], to: [string, string]) => ({ pickupAt: at(...from), returnAt: at(...to) });
/** 08:00–20:00 both ways every day, as Biclou's default. */
const HOURS = DEFAULT_OPENING_HOURS;

describe('bookedDays', () => {
  it.each<[string, ReturnType<typeof span>[], ReturnType<typeof bookedDays>, OpeningHours?]>([
    ['nothing booked', [], { booked: [], partlyBooked: [] }],
    [
      'an afternoon leaves the morning free',
      [span(['2026-07-06', '14:00'], ['2026-07-06', '18:00'])],
      { booked: [], partlyBooked: ['2026-07-06'] },
    ],
    [
      'whole days, 08:00 to 20:00, leave nothing on any day',
      [span(['2026-07-06', '08:00'], ['2026-07-08', '20:00'])],
      { booked: [{ start: '2026-07-06', end: '2026-07-08' }], partlyBooked: [] },
    ],
    [
      'Mon 14:00 → Wed 10:00: the edges partly, the middle whole',
      [span(['2026-07-06', '14:00'], ['2026-07-08', '10:00'])],
      { booked: [{ start: '2026-07-07', end: '2026-07-07' }], partlyBooked: ['2026-07-06', '2026-07-08'] },
    ],
    [
      'two bookings that fill a day between them',
      [span(['2026-07-06', '08:00'], ['2026-07-06', '12:00']), span(['2026-07-06', '12:00'], ['2026-07-06', '20:00'])],
      { booked: [{ start: '2026-07-06', end: '2026-07-06' }], partlyBooked: [] },
    ],
    [
      'a return at midnight does not touch the next day',
      [span(['2026-07-06', '08:00'], ['2026-07-07', '00:00'])],
      { booked: [{ start: '2026-07-06', end: '2026-07-06' }], partlyBooked: [] },
    ],
    [
      'a morning booking on a day the shop only opens in the morning',
      [span(['2026-07-06', '09:00'], ['2026-07-06', '12:00'])],
      { booked: [{ start: '2026-07-06', end: '2026-07-06' }], partlyBooked: [] },
      {
        ...HOURS,
        week: {
          ...HOURS.week,
          mon: { pickup: { from: '09:00', to: '12:00' }, return: { from: '09:00', to: '12:00' } },
        },
      },
    ],
    [
      'across the autumn clock change, on the bike’s clock',
      [span(['2026-10-24', '14:00'], ['2026-10-26', '10:00'])],
      { booked: [{ start: '2026-10-25', end: '2026-10-25' }], partlyBooked: ['2026-10-24', '2026-10-26'] },
    ],
  ])('%s', (_name, spans, expected, hours = HOURS) => {
    expect(bookedDays(spans, hours, PARIS)).toEqual(expected);
  });

  it('every date a booking touches is either booked or partly booked, once, and periods never touch', () => {
    const slot = fc.record({
      day: fc.integer({ min: 0, max: 20 }),
      from: fc.integer({ min: 0, max: 95 }),
      quarters: fc.integer({ min: 1, max: 400 }),
    });
    fc.assert(
      fc.property(fc.array(slot, { maxLength: 6 }), (slots) => {
        const base = at('2026-06-01', '00:00').getTime();
        const spans = slots.map((s) => {
          const pickupAt = new Date(base + s.day * 86_400_000 + s.from * 900_000);
          return { pickupAt, returnAt: new Date(pickupAt.getTime() + s.quarters * 900_000) };
        });
        const { booked, partlyBooked } = bookedDays(spans, HOURS, PARIS);
        const whole = booked.flatMap((p) => {
          const out: string[] = [];
          for (
            let d = p.start;
            d <= p.end;
            d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
          )
            out.push(d);
          return out;
        });
        expect(new Set([...whole, ...partlyBooked]).size).toBe(whole.length + partlyBooked.length);
        for (let i = 1; i < booked.length; i++) expect(booked[i]!.start > booked[i - 1]!.end).toBe(true);
        expect([...partlyBooked].sort()).toEqual(partlyBooked);
      }),
    );
  });
});
