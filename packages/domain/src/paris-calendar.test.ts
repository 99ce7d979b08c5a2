import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, daysFromTo, parisMidnight, parisToday } from './paris-calendar';

describe('paris calendar', () => {
  it.each([
    ['2026-01-15', '2026-01-14T23:00:00.000Z'],
    ['2026-07-01', '2026-06-30T22:00:00.000Z'],
    ['2026-03-29', '2026-03-28T23:00:00.000Z'], // spring change day: midnight is still CET
    ['2026-03-30', '2026-03-29T22:00:00.000Z'],
    ['2026-10-25', '2026-10-24T22:00:00.000Z'], // autumn change day: midnight is still CEST
    ['2026-10-26', '2026-10-25T23:00:00.000Z'],
  ])('parisMidnight(%s) = %s', (date, instant) => {
    expect(parisMidnight(date).toISOString()).toBe(instant);
  });

  it('property: parisMidnight(d) is the first instant whose Paris date is d', () => {
    const day = fc.integer({ min: 0, max: 20_000 }).map((n) => addDays('2000-01-01', n));
    fc.assert(
      fc.property(day, (d) => {
        const m = parisMidnight(d).getTime();
        return parisToday(new Date(m)) === d && parisToday(new Date(m - 1)) === addDays(d, -1);
      }),
    );
  });

  it('addDays and daysFromTo', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysFromTo('2026-07-01', '2026-07-31')).toBe(30);
    expect(daysFromTo('2026-07-31', '2026-07-01')).toBe(-30);
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
  });
});
