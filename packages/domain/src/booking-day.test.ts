import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canPickUpOn,
  earliestPickup,
  END_OF_DAY,
  freeSpans,
  nextDate,
  pickupSlots,
  returnSlots,
  sameClockOn,
  SLOT_MINUTES,
  takenSpansOfDay,
  type BookingDay,
  type DaySpan,
} from './booking-day';
import { localToInstant } from './listing-time-zone';

const PARIS = 'Europe/Paris';
const span = (from: string, to: string) => ({ pickupAt: new Date(from), returnAt: new Date(to) });

/** Saturday 2026-07-04 in Paris, 08:00–20:00 both ways, nothing taken, the earliest pickup long before. */
const day = (over: Partial<BookingDay> = {}): BookingDay => ({
  date: '2026-07-04',
  timeZone: PARIS,
  pickup: { from: '08:00', to: '20:00' },
  return: { from: '08:00', to: '20:00' },
  earliestPickup: { date: '2026-07-01', time: '09:00' },
  taken: [],
  ...over,
});

describe('takenSpansOfDay', () => {
  it.each<[string, string, { pickupAt: Date; returnAt: Date }[], DaySpan[]]>([
    [
      'a morning booking',
      '2026-07-04',
      [span('2026-07-04T08:00:00Z', '2026-07-04T10:00:00Z')],
      [{ from: '10:00', to: '12:00' }],
    ],
    [
      'from the day before',
      '2026-07-04',
      [span('2026-07-03T06:00:00Z', '2026-07-04T10:00:00Z')],
      [{ from: '00:00', to: '12:00' }],
    ],
    [
      'past midnight',
      '2026-07-04',
      [span('2026-07-04T16:00:00Z', '2026-07-06T10:00:00Z')],
      [{ from: '18:00', to: END_OF_DAY }],
    ],
    [
      'the whole day',
      '2026-07-04',
      [span('2026-07-03T06:00:00Z', '2026-07-06T10:00:00Z')],
      [{ from: '00:00', to: END_OF_DAY }],
    ],
    ['ending at midnight', '2026-07-04', [span('2026-07-02T06:00:00Z', '2026-07-03T22:00:00Z')], []],
    [
      'two touching spans merged, a third apart',
      '2026-07-04',
      [
        span('2026-07-04T14:00:00Z', '2026-07-04T16:00:00Z'),
        span('2026-07-04T08:00:00Z', '2026-07-04T10:00:00Z'),
        span('2026-07-04T10:00:00Z', '2026-07-04T11:00:00Z'),
      ],
      [
        { from: '10:00', to: '13:00' },
        { from: '16:00', to: '18:00' },
      ],
    ],
    // The spring change: 23 hours; 01:00 to 04:00 on the clock is two real hours.
    [
      'spring change',
      '2026-03-29',
      [span('2026-03-29T00:00:00Z', '2026-03-29T02:00:00Z')],
      [{ from: '01:00', to: '04:00' }],
    ],
    [
      'spring change, whole day',
      '2026-03-29',
      [span('2026-03-28T10:00:00Z', '2026-03-30T10:00:00Z')],
      [{ from: '00:00', to: END_OF_DAY }],
    ],
    // The autumn change: 25 hours, the day still ends at 24:00 (23:00Z).
    [
      'autumn change, to the end',
      '2026-10-25',
      [span('2026-10-25T10:00:00Z', '2026-10-25T23:00:00Z')],
      [{ from: '11:00', to: END_OF_DAY }],
    ],
  ])('%s', (_name, date, spans, expected) => {
    expect(takenSpansOfDay(date, PARIS, spans)).toEqual(expected);
  });

  it('gives ordered, disjoint spans inside the day whatever the bookings', () => {
    const base = Date.UTC(2026, 2, 27);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 4 * 96 }), fc.integer({ min: 1, max: 200 })), { maxLength: 6 }),
        fc.constantFrom('2026-03-28', '2026-03-29', '2026-03-30'),
        (raw, date) => {
          const spans = raw.map(([q, len]) => ({
            pickupAt: new Date(base + q * 15 * 60_000),
            returnAt: new Date(base + (q + len) * 15 * 60_000),
          }));
          const taken = takenSpansOfDay(date, PARIS, spans);
          for (const [i, s] of taken.entries()) {
            expect(s.from < s.to).toBe(true);
            if (i > 0) expect(taken[i - 1]!.to < s.from).toBe(true);
          }
        },
      ),
    );
  });
});

describe('earliestPickup', () => {
  it.each([
    // now (UTC), hours, days → local date and time
    ['2026-06-01T10:05:00Z', 2, 0, '2026-06-01', '14:15'], // 12:05 in Paris, + 2 h, up to the quarter
    ['2026-06-01T10:00:00Z', 2, 0, '2026-06-01', '14:00'], // on the quarter: stays
    ['2026-06-01T10:00:01Z', 2, 0, '2026-06-01', '14:15'],
    ['2026-06-01T10:00:00Z', 24, 0, '2026-06-02', '12:00'],
    ['2026-06-01T10:00:00Z', 1, 2, '2026-06-03', '00:00'], // two calendar days: from midnight
    ['2026-06-01T21:50:00Z', 1, 0, '2026-06-02', '01:00'], // 23:50 + 1 h, over midnight on the clock
    // 24 real hours over the spring change: 12:00 on Saturday is 13:00 on Sunday.
    ['2026-03-28T11:00:00Z', 24, 0, '2026-03-29', '13:00'],
    // ... and over the autumn change, 11:00.
    ['2026-10-24T10:00:00Z', 24, 0, '2026-10-25', '11:00'],
  ])('now %s, %i h, %i days → %s %s', (now, minNoticeHours, noticeDays, date, time) => {
    expect(earliestPickup({ now: new Date(now), minNoticeHours, noticeDays, timeZone: PARIS })).toEqual({ date, time });
  });

  it('is never before now plus the notice, and less than a slot after it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) }),
        fc.integer({ min: 1, max: 72 }),
        fc.constantFrom(PARIS, 'Europe/Zurich', 'Europe/Brussels', 'Europe/Luxembourg'),
        (ms, hours, timeZone) => {
          const first = earliestPickup({ now: new Date(ms), minNoticeHours: hours, noticeDays: 0, timeZone });
          const found = localToInstant(first, timeZone);
          expect(found.kind).not.toBe('nonexistent');
          if (found.kind === 'nonexistent') return;
          // An ambiguous time means its first occurrence; the notice may need its second.
          const instant = found.kind === 'ambiguous' && found.instant.getTime() < ms ? found.later : found.instant;
          const gap = instant.getTime() - (ms + hours * 3_600_000);
          expect(gap).toBeGreaterThanOrEqual(found.kind === 'ambiguous' ? -3_600_000 : 0);
          expect(gap).toBeLessThan(SLOT_MINUTES * 60_000 + (found.kind === 'ambiguous' ? 3_600_000 : 0));
        },
      ),
    );
  });
});

describe('pickupSlots and returnSlots', () => {
  const every = (from: string, to: string) => {
    const out: string[] = [];
    for (let m = Number(from.slice(0, 2)) * 60 + Number(from.slice(3)); ; m += 15) {
      const t = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      out.push(t);
      if (t >= to) return out;
    }
  };

  it('offers the whole window in quarter hours, both ends included', () => {
    expect(pickupSlots(day(), { sameDayReturn: false })).toEqual(every('08:00', '20:00'));
    expect(returnSlots(day())).toEqual(every('08:00', '20:00'));
    // One day: the last pickup leaves a return after it.
    expect(pickupSlots(day(), { sameDayReturn: true })).toEqual(every('08:00', '19:45'));
    expect(returnSlots(day(), { pickupTime: '10:00' })).toEqual(every('10:15', '20:00'));
  });

  it('a booking 10:00–12:00: no pickup inside it, and the return stops at its start', () => {
    const booked = day({ taken: [{ from: '10:00', to: '12:00' }] });
    expect(pickupSlots(booked, { sameDayReturn: true })).toEqual([
      ...every('08:00', '09:45'),
      ...every('12:00', '19:45'),
    ]);
    // A longer rental starting that day holds the bike to midnight: only after the booking.
    expect(pickupSlots(booked, { sameDayReturn: false })).toEqual(every('12:00', '20:00'));
    expect(returnSlots(booked, { pickupTime: '08:30' })).toEqual(every('08:45', '10:00'));
    expect(returnSlots(booked, { pickupTime: '12:00' })).toEqual(every('12:15', '20:00'));
    // The last day of a longer rental: back before the booking.
    expect(returnSlots(booked)).toEqual(every('08:00', '10:00'));
  });

  it('nothing on a closed day, nothing before the earliest pickup', () => {
    expect(pickupSlots(day({ pickup: null, return: null }), { sameDayReturn: false })).toEqual([]);
    expect(returnSlots(day({ pickup: null, return: null }))).toEqual([]);
    expect(canPickUpOn(day({ pickup: null, return: null }))).toBe(false);
    const today = day({ earliestPickup: { date: '2026-07-04', time: '15:15' } });
    expect(pickupSlots(today, { sameDayReturn: false })).toEqual(every('15:15', '20:00'));
    expect(canPickUpOn(day({ earliestPickup: { date: '2026-07-04', time: '20:15' } }))).toBe(false);
    expect(canPickUpOn(day({ earliestPickup: { date: '2026-07-05', time: '08:00' } }))).toBe(false);
    // The returns of a closed pickup day are still offered (the last day of a rental).
    expect(returnSlots(day({ pickup: null }))).toEqual(every('08:00', '20:00'));
  });

  it('leaves out the times the spring change skips', () => {
    const spring = day({
      earliestPickup: { date: '2026-03-01', time: '00:00' },
      date: '2026-03-29',
      pickup: { from: '01:00', to: '04:00' },
      return: { from: '01:00', to: '04:00' },
    });
    expect(pickupSlots(spring, { sameDayReturn: false })).toEqual([
      '01:00',
      '01:15',
      '01:30',
      '01:45',
      ...every('03:00', '04:00'),
    ]);
  });

  it('starts a window that is off the grid at its next quarter', () => {
    expect(pickupSlots(day({ pickup: { from: '08:10', to: '09:00' } }), { sameDayReturn: false })).toEqual([
      '08:15',
      '08:30',
      '08:45',
      '09:00',
    ]);
  });

  it('every offered pair leaves the bike free between pickup and return, in the windows', () => {
    const quarter = fc
      .integer({ min: 0, max: 96 })
      .map((q) =>
        `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`.replace(
          '24:00',
          END_OF_DAY,
        ),
      );
    const spanArb = fc
      .tuple(quarter, quarter)
      .filter(([a, b]) => a < b)
      .map(([from, to]) => ({ from, to }));
    fc.assert(
      fc.property(fc.array(spanArb, { maxLength: 4 }), (spans) => {
        const taken = [...spans].sort((a, b) => (a.from < b.from ? -1 : 1));
        const d = day({ taken });
        for (const pickup of pickupSlots(d, { sameDayReturn: true })) {
          const returns = returnSlots(d, { pickupTime: pickup });
          expect(returns.length).toBeGreaterThan(0);
          for (const back of returns) {
            expect(back > pickup).toBe(true);
            expect(taken.some((s) => s.from < back && s.to > pickup)).toBe(false);
          }
        }
        for (const pickup of pickupSlots(d, { sameDayReturn: false }))
          expect(taken.some((s) => s.to > pickup)).toBe(false);
      }),
    );
  });
});

describe('freeSpans', () => {
  it.each<[string, Partial<BookingDay>, DaySpan[]]>([
    ['nothing taken', {}, [{ from: '08:00', to: '20:00' }]],
    [
      'a booking 10:00–12:00',
      { taken: [{ from: '10:00', to: '12:00' }] },
      [
        { from: '08:00', to: '10:00' },
        { from: '12:00', to: '20:00' },
      ],
    ],
    ['taken from before opening', { taken: [{ from: '00:00', to: '09:00' }] }, [{ from: '09:00', to: '20:00' }]],
    ['taken to the end', { taken: [{ from: '18:00', to: END_OF_DAY }] }, [{ from: '08:00', to: '18:00' }]],
    ['all taken', { taken: [{ from: '00:00', to: END_OF_DAY }] }, []],
    ['closed', { pickup: null, return: null }, []],
    [
      'pickups in the morning, returns in the evening',
      { pickup: { from: '09:00', to: '12:00' }, return: { from: '16:00', to: '19:00' } },
      [{ from: '09:00', to: '19:00' }],
    ],
  ])('%s', (_name, over, expected) => {
    expect(freeSpans(day(over))).toEqual(expected);
  });
});

it('nextDate crosses months and years', () => {
  expect(nextDate('2026-12-31')).toBe('2027-01-01');
  expect(nextDate('2028-02-28')).toBe('2028-02-29');
});

it('sameClockOn: a zone on the same offset that day reads the same clock', () => {
  expect(sameClockOn('2026-07-04', PARIS, PARIS)).toBe(true);
  expect(sameClockOn('2026-07-04', PARIS, 'Europe/Berlin')).toBe(true);
  expect(sameClockOn('2026-07-04', PARIS, 'Europe/London')).toBe(false);
  expect(sameClockOn('2026-07-04', 'Europe/Zurich', 'America/New_York')).toBe(false);
  // Lisbon keeps London's clock, an hour behind Paris, summer and winter.
  expect(sameClockOn('2026-01-10', 'Europe/Lisbon', 'Europe/London')).toBe(true);
  expect(sameClockOn('2026-03-20', PARIS, 'UTC')).toBe(false);
});
