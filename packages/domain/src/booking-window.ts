/**
 * How long a booking may last and how far ahead it may start (decisions.md
 * "Sweep: booking length and horizon"). Both limits are booking settings; these are their
 * defaults. A range outside them is refused before it is priced, so no absurd range (9999-12-31)
 * ever reaches the price or an integer column.
 */
import { addDays } from './paris-calendar';
import { bookingDays } from './pricing';

export interface BookingWindowLimits {
  /** The longest booking, in days (both ends count). */
  maxBookingDays: number;
  /** The latest start: today plus this many calendar months. */
  maxAdvanceMonths: number;
}

export const DEFAULT_BOOKING_WINDOW: BookingWindowLimits = { maxBookingDays: 60, maxAdvanceMonths: 12 };

/**
 * The same day `months` calendar months later, clamped to the end of a shorter month:
 * `addMonths('2026-01-31', 1)` = '2026-02-28', `addMonths('2026-11-25', 12)` = '2027-11-25'.
 */
export function addMonths(isoDate: string, months: number): string {
  addDays(isoDate, 0); // validates the date
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, lastDay)))
    .toISOString()
    .slice(0, 10);
}

/** The last start date bookable today: `latestStart('2026-11-25', 12)` = '2027-11-25'. */
export function latestStart(today: string, maxAdvanceMonths: number): string {
  return addMonths(today, maxAdvanceMonths);
}

/** The last end date for a start: `latestEnd('2026-07-01', 60)` = '2026-08-29' (60 days, both ends counted). */
export function latestEnd(startDate: string, maxBookingDays: number): string {
  return addDays(startDate, maxBookingDays - 1);
}

type BookingWindowProblem = 'max_duration' | 'too_far_ahead';

/**
 * The limits a valid range (start ≤ end, real dates) breaks, in a stable order:
 * today 2026-07-01, 2026-07-10 → 2026-09-30 with the defaults → ['max_duration'] (83 days > 60).
 */
export function checkBookingWindow(
  range: { startDate: string; endDate: string },
  today: string,
  limits: BookingWindowLimits,
): BookingWindowProblem[] {
  const out: BookingWindowProblem[] = [];
  if (bookingDays(range.startDate, range.endDate) > limits.maxBookingDays) out.push('max_duration');
  if (range.startDate > latestStart(today, limits.maxAdvanceMonths)) out.push('too_far_ahead');
  return out;
}
