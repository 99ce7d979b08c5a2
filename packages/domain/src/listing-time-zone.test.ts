import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { instantToLocal, listingTimeZone, localToInstant, minutesOfTime, weekdayOf } from './listing-time-zone';

const at = (date: string, time: string, zone = 'Europe/Paris') => localToInstant({ date, time }, zone);
const iso = (found: ReturnType<typeof localToInstant>) =>
  found.kind === 'nonexistent' ? 'nonexistent' : found.instant.toISOString();

describe('listingTimeZone', () => {
  it.each([
    ['FR', 'Europe/Paris'],
    ['CH', 'Europe/Zurich'],
    ['BE', 'Europe/Brussels'],
    ['LU', 'Europe/Luxembourg'],
    ['ch', 'Europe/Zurich'],
    ['DE', 'Europe/Paris'],
    [null, 'Europe/Paris'],
  ])('%s → %s', (country, zone) => {
    expect(listingTimeZone(country)).toBe(zone);
  });
});

describe('localToInstant', () => {
  it.each([
    ['Europe/Paris', '2026-07-01', '10:00', '2026-07-01T08:00:00.000Z'],
    ['Europe/Zurich', '2026-07-01', '10:00', '2026-07-01T08:00:00.000Z'],
    ['Europe/Brussels', '2026-01-15', '10:00', '2026-01-15T09:00:00.000Z'],
    ['Europe/Luxembourg', '2026-12-31', '23:59', '2026-12-31T22:59:00.000Z'],
    ['Europe/Paris', '2026-01-01', '00:00', '2025-12-31T23:00:00.000Z'],
  ])('%s %s %s → %s', (zone, date, time, instant) => {
    expect(at(date, time, zone)).toEqual({ kind: 'exact', instant: new Date(instant) });
  });

  it.each([
    ['01:59', '2026-03-29T00:59:00.000Z'],
    ['02:00', 'nonexistent'],
    ['02:30', 'nonexistent'],
    ['02:59', 'nonexistent'],
    ['03:00', '2026-03-29T01:00:00.000Z'],
  ])('the spring change night in Paris: %s → %s (the skipped hour is reported, not shifted)', (time, expected) => {
    expect(iso(at('2026-03-29', time))).toBe(expected);
  });

  it('the skipped hour is skipped in every listing zone', () => {
    for (const zone of ['Europe/Zurich', 'Europe/Brussels', 'Europe/Luxembourg'])
      expect(at('2027-03-28', '02:30', zone)).toEqual({ kind: 'nonexistent' });
  });

  it.each([
    ['01:59', { kind: 'exact', instant: new Date('2026-10-24T23:59:00Z') }],
    [
      '02:00',
      { kind: 'ambiguous', instant: new Date('2026-10-25T00:00:00Z'), later: new Date('2026-10-25T01:00:00Z') },
    ],
    [
      '02:30',
      { kind: 'ambiguous', instant: new Date('2026-10-25T00:30:00Z'), later: new Date('2026-10-25T01:30:00Z') },
    ],
    [
      '02:59',
      { kind: 'ambiguous', instant: new Date('2026-10-25T00:59:00Z'), later: new Date('2026-10-25T01:59:00Z') },
    ],
    ['03:00', { kind: 'exact', instant: new Date('2026-10-25T02:00:00Z') }],
  ])('the autumn change night in Paris: %s is its first occurrence', (time, expected) => {
    expect(at('2026-10-25', time)).toEqual(expected);
  });

  it.each([
    ['2026-02-30', '10:00'],
    ['2026-7-1', '10:00'],
    ['2026-07-01', '24:00'],
    ['2026-07-01', '9:00'],
    ['2026-07-01', '10:60'],
    ['2026-07-01', '10:00:00'],
  ])('refuses %s %s', (date, time) => {
    expect(() => at(date, time)).toThrow(RangeError);
  });

  it('property: every local time of a day but the skipped hour reads back as itself', () => {
    const local = fc.record({
      day: fc.integer({ min: 0, max: 365 * 30 }),
      minutes: fc.integer({ min: 0, max: 24 * 60 - 1 }),
      zone: fc.constantFrom('Europe/Paris', 'Europe/Zurich', 'Europe/Brussels', 'Europe/Luxembourg'),
    });
    fc.assert(
      fc.property(local, ({ day, minutes, zone }) => {
        const date = new Date(Date.UTC(2010, 0, 1 + day)).toISOString().slice(0, 10);
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const found = localToInstant({ date, time }, zone);
        if (found.kind === 'nonexistent') return time >= '02:00' && time < '03:00' && weekdayOf(date) === 'sun';
        const back = instantToLocal(found.instant, zone);
        if (found.kind === 'ambiguous') expect(found.later.getTime() - found.instant.getTime()).toBe(3_600_000);
        return back.date === date && back.time === time;
      }),
    );
  });

  it('property: every instant (to the minute) is found again from its local reading', () => {
    const instant = fc
      .integer({ min: 0, max: 30 * 365 * 24 * 60 })
      .map((m) => new Date(Date.UTC(2010, 0, 1) + m * 60_000));
    fc.assert(
      fc.property(instant, (t) => {
        const found = localToInstant(instantToLocal(t, 'Europe/Paris'), 'Europe/Paris');
        if (found.kind === 'exact') return found.instant.getTime() === t.getTime();
        if (found.kind === 'ambiguous') return [found.instant.getTime(), found.later.getTime()].includes(t.getTime());
        return false;
      }),
    );
  });
});

describe('instantToLocal', () => {
  it('reads an instant on the listing clock', () => {
    expect(instantToLocal(new Date('2026-07-01T08:00:30Z'), 'Europe/Paris')).toEqual({
      date: '2026-07-01',
      time: '10:00',
      weekday: 'wed',
      msOfDay: 10 * 3_600_000 + 30_000,
      wallMs: Date.UTC(2026, 6, 1, 10, 0, 30),
    });
    expect(instantToLocal(new Date('2026-10-25T01:30:00Z'), 'Europe/Brussels').time).toBe('02:30');
    expect(instantToLocal(new Date('2026-11-29T23:30:00Z'), 'Europe/Zurich').date).toBe('2026-11-30');
  });

  it('weekdays start on Monday', () => {
    expect(['2026-11-30', '2026-12-05', '2026-12-06'].map(weekdayOf)).toEqual(['mon', 'sat', 'sun']);
    expect(minutesOfTime('18:30')).toBe(1110);
  });
});
