import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ISO_DATE_YEARS, isIsoDateInRange } from './iso-date';

const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
/** The calendar as JavaScript knows it, with the year set after Date.UTC so 0–99 stay themselves. */
function isRealDay(y: number, m: number, d: number) {
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

describe('isIsoDateInRange', () => {
  it.each([
    ['2026-07-01', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['1900-01-01', true],
    ['2200-12-31', true],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2100-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['0001-01-01', false],
    ['0099-12-31', false],
    ['1899-12-31', false],
    ['2201-01-01', false],
    ['9999-12-31', false],
    ['+275760-09-13', false],
    ['-000001-01-01', false],
    ['20260101', false],
    ['2026-1-1', false],
    [' 2026-07-01', false],
    ['2026-07-01\u0000', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isIsoDateInRange(value)).toBe(expected);
  });

  it('agrees with the calendar on every year, and takes only the years of the range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => {
          const inRange = y >= ISO_DATE_YEARS.min && y <= ISO_DATE_YEARS.max;
          expect(isIsoDateInRange(iso(y, m, d))).toBe(inRange && m >= 1 && m <= 12 && d >= 1 && isRealDay(y, m, d));
        },
      ),
      { numRuns: 2000, seed: 11 },
    );
  });
});
