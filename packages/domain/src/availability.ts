/**
 * The rules a booking request must pass (decisions.md "Booking lifecycle", first row, and spec §5),
 * as pure checks returning every violation with a stable code. The API answers with them and the
 * request page runs the same checks live. Messages are fixed English sentences so the web app can
 * translate them by their text; numbers that come from settings travel in `params`.
 */
import type { DatePeriod } from './blocked-periods';
import { checkBookingWindow, type BookingWindowLimits } from './booking-window';
import { bookingDays } from './pricing';
import { daysFromTo } from './paris-calendar';

/** An inclusive date range of a booking, ISO `YYYY-MM-DD`. */
export interface BookingDates {
  startDate: string;
  endDate: string;
}

export const BOOKING_REQUEST_MESSAGES = {
  /** The renter must confirm a phone number first (spec §5). */
  phone_not_confirmed: 'Please confirm your phone number before booking.',
  /** The renter owns the listing. */
  own_listing: 'You cannot book your own bike.',
  /** The renter already has `maxOpenRequests` bookings in `requested` (5 by default). */
  too_many_requests:
    'You already have too many booking requests waiting for an answer. Wait for a reply or cancel one.',
  /** Malformed dates, or the end before the start. */
  invalid_dates: 'The end date must be on or after the start date.',
  /** The start date is today or earlier: a request expires at the start of its start date, so it could never be answered. */
  start_date_passed: 'The start date must be tomorrow or later.',
  /** More days than the setting's `max_booking_days` (60 by default). */
  max_duration: 'The booking is longer than the maximum duration allowed.',
  /** A start later than today plus the setting's `max_advance_months` (12 by default). */
  too_far_ahead: 'The start date is too far ahead: bookings open a limited time in advance.',
  /** Fewer days than the listing's `min_booking_days`. */
  min_duration: 'The booking is shorter than the minimum duration of this listing.',
  /** Fewer whole days between today and the start than the listing's `notice_days`. */
  notice: 'The start date is too soon for the notice this listing asks for.',
  /** Overlaps an owner's unavailable period or a blocking booking (exact spec text). */
  unavailable: 'This listing is not available at the given dates',
} as const;
export type BookingRequestViolationCode = keyof typeof BOOKING_REQUEST_MESSAGES;

/** The violations that leave nothing to price (bad or out-of-bounds dates): the API answers them with a 422 before pricing. */
export const UNPRICEABLE_CODES: readonly BookingRequestViolationCode[] = [
  'invalid_dates',
  'max_duration',
  'too_far_ahead',
];

export interface BookingRequestViolation {
  code: BookingRequestViolationCode;
  message: (typeof BOOKING_REQUEST_MESSAGES)[BookingRequestViolationCode];
  /** The form field it belongs to, when there is one. */
  field?: 'startDate' | 'endDate';
  /** Numbers for a richer UI text: `{ max }`, `{ minDays }`, `{ noticeDays }`, `{ maxDays }`, `{ maxMonths }`. */
  params?: Record<string, number>;
}

export interface BookingRequestInput extends BookingDates, BookingWindowLimits {
  /** Today in Europe/Paris (`parisToday(now)`). */
  today: string;
  minBookingDays: number;
  noticeDays: number;
  /** The owner's unavailable periods. */
  blockedPeriods: readonly DatePeriod[];
  /** The listing's bookings in a blocking status (accepted, paid, ongoing, disputed). */
  blockingBookings: readonly BookingDates[];
  /** The renter's bookings currently in `requested`, and the setting's maximum (5). */
  openRequestsCount: number;
  maxOpenRequests: number;
  isOwnListing: boolean;
  phoneConfirmed: boolean;
}

/** Inclusive ranges share a day: 1→5 and 5→8 overlap; 1→5 and 6→8 do not. */
export function rangesOverlap(a: BookingDates, b: BookingDates): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/** The ranges among `others` that share at least one day with `range` (e.g. the requests an accept rejects). */
export function overlapping<T extends BookingDates>(range: BookingDates, others: readonly T[]): T[] {
  return others.filter((o) => rangesOverlap(range, o));
}

/** Whether the dates are free: no unavailable period and no blocking booking shares a day with them. */
export function isAvailable(
  range: BookingDates,
  blockedPeriods: readonly DatePeriod[],
  blockingBookings: readonly BookingDates[],
): boolean {
  return (
    !blockedPeriods.some((p) => rangesOverlap(range, { startDate: p.start, endDate: p.end })) &&
    overlapping(range, blockingBookings).length === 0
  );
}

const violation = (
  code: BookingRequestViolationCode,
  extra: Omit<BookingRequestViolation, 'code' | 'message'> = {},
): BookingRequestViolation => ({ code, message: BOOKING_REQUEST_MESSAGES[code], ...extra });

/**
 * Every rule a new request breaks, in a stable order ([] = the request may be created).
 * Example: today 2026-06-01, 2026-06-02 → 2026-06-03 on a listing with min 3 days and 2 days'
 * notice → [min_duration { minDays: 3 }, notice { noticeDays: 2 }].
 */
export function checkBookingRequest(input: BookingRequestInput): BookingRequestViolation[] {
  const out: BookingRequestViolation[] = [];
  if (!input.phoneConfirmed) out.push(violation('phone_not_confirmed'));
  if (input.isOwnListing) out.push(violation('own_listing'));
  if (input.openRequestsCount >= input.maxOpenRequests)
    out.push(violation('too_many_requests', { params: { max: input.maxOpenRequests } }));

  const days = safeBookingDays(input.startDate, input.endDate);
  if (days === null || days < 1) {
    out.push(violation('invalid_dates', { field: 'endDate' }));
    return out;
  }
  const daysAhead = daysFromTo(input.today, input.startDate);
  if (daysAhead < 1) out.push(violation('start_date_passed', { field: 'startDate' }));
  for (const problem of checkBookingWindow(input, input.today, input)) {
    out.push(
      problem === 'max_duration'
        ? violation('max_duration', { field: 'endDate', params: { maxDays: input.maxBookingDays } })
        : violation('too_far_ahead', { field: 'startDate', params: { maxMonths: input.maxAdvanceMonths } }),
    );
  }
  if (days < input.minBookingDays)
    out.push(violation('min_duration', { field: 'endDate', params: { minDays: input.minBookingDays } }));
  if (daysAhead >= 1 && daysAhead < input.noticeDays)
    out.push(violation('notice', { field: 'startDate', params: { noticeDays: input.noticeDays } }));
  if (!isAvailable(input, input.blockedPeriods, input.blockingBookings)) out.push(violation('unavailable'));
  return out;
}

function safeBookingDays(startDate: string, endDate: string): number | null {
  try {
    return bookingDays(startDate, endDate);
  } catch {
    return null;
  }
}
