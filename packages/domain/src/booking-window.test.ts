import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addMonths, checkBookingWindow, DEFAULT_BOOKING_WINDOW, latestEnd, latestStart } from './booking-window';
import { addDays } from './paris-calendar';
import { bookingDays } from './pricing';

describe('addMonths', () => {
  it.each([
    ['2026-11-25', 12, '2027-11-25'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-03-31', 6, '2026-09-30'],
    ['2028-02-29', 12, '2029-02-28'],
  ])('%s + %i months = %s', (from, months, expected) => {
    expect(addMonths(from, months)).toBe(expected);
  });
});

describe('checkBookingWindow', () => {
  const today = '2026-07-01';
  it.each([
    ['1 day tomorrow', '2026-07-02', '2026-07-02', []],
    ['60 days', '2026-07-02', '2026-08-30', []],
    ['61 days', '2026-07-02', '2026-08-31', ['max_duration']],
    ['starts on the horizon', '2027-07-01', '2027-07-05', []],
    ['starts the day after the horizon', '2027-07-02', '2027-07-05', ['too_far_ahead']],
    ['2030 → 2099', '2030-01-01', '2099-12-31', ['max_duration', 'too_far_ahead']],
    ['to 9999-12-31', '2026-07-02', '9999-12-31', ['max_duration']],
  ])('%s', (_label, startDate, endDate, expected) => {
    expect(checkBookingWindow({ startDate, endDate }, today, DEFAULT_BOOKING_WINDOW)).toEqual(expected);
  });

  it('accepts exactly the ranges within the limits, whatever the limits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: 1, max: 24 }),
        (todayOffset, startOffset, length, maxBookingDays, maxAdvanceMonths) => {
          const day = addDays('2025-01-01', todayOffset);
          const startDate = addDays(day, startOffset);
          const endDate = addDays(startDate, length);
          const problems = checkBookingWindow({ startDate, endDate }, day, { maxBookingDays, maxAdvanceMonths });
          const tooLong = bookingDays(startDate, endDate) > maxBookingDays;
          const tooFar = startDate > latestStart(day, maxAdvanceMonths);
          expect(problems.includes('max_duration')).toBe(tooLong);
          expect(problems.includes('too_far_ahead')).toBe(tooFar);
          // The latest bookable dates are themselves bookable, and one day more is not.
          const last = latestStart(day, maxAdvanceMonths);
          expect(
            checkBookingWindow({ startDate: last, endDate: latestEnd(last, maxBookingDays) }, day, {
              maxBookingDays,
              maxAdvanceMonths,
            }),
          ).toEqual([]);
          expect(
            checkBookingWindow(
              { startDate: addDays(last, 1), endDate: addDays(latestEnd(last, maxBookingDays), 2) },
              day,
              { maxBookingDays, maxAdvanceMonths },
            ),
          ).toEqual(['max_duration', 'too_far_ahead']);
        },
      ),
    );
  });

  it('the horizon is at least 28 days per month and never more than 31', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 1, max: 24 }), (offset, months) => {
        const day = addDays('2024-01-01', offset);
        const ahead = bookingDays(day, latestStart(day, months)) - 1;
        expect(ahead).toBeGreaterThanOrEqual(28 * months);
        expect(ahead).toBeLessThanOrEqual(31 * months);
      }),
    );
  });
});
