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
import { localToInstant } from './listing-time-zone';
import { BOOKING_TIME_MESSAGES, type BookingTimeProblem } from './opening-hours';

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
  /** The start date is before today on the listing's clock (today itself is the hours' notice's to judge). */
  start_date_passed: 'The start date has already passed.',
  /** More days than the setting's `max_booking_days` (60 by default). */
  max_duration: 'The booking is longer than the maximum duration allowed.',
  /** A start later than today plus the setting's `max_advance_months` (12 by default). */
  too_far_ahead: 'The start date is too far ahead: bookings open a limited time in advance.',
  /** Fewer days than the listing's `min_booking_days`. */
  min_duration: 'The booking is shorter than the minimum duration of this listing.',
  /** Fewer whole days between today and the start than the listing's `notice_days` (0: today is fine). */
  notice: 'The start date is too soon for the notice this listing asks for.',
  /** Overlaps an owner's unavailable period or a blocking booking (exact spec text). */
  unavailable: 'This listing is not available at the given dates',
} as const;
export type BookingRequestViolationCode = keyof typeof BOOKING_REQUEST_MESSAGES | BookingTimeProblem;

/** The violations that leave nothing to price (bad or out-of-bounds dates and times): the API answers them with a 422 before pricing. */
export const UNPRICEABLE_CODES: readonly BookingRequestViolationCode[] = [
  'invalid_dates',
  'max_duration',
  'too_far_ahead',
  'nonexistent_time',
  'return_before_pickup',
  'zero_length',
];

type BookingRequestField = 'startDate' | 'endDate' | 'pickupTime' | 'returnTime';

export interface BookingRequestViolation {
  code: BookingRequestViolationCode;
  message: string;
  /** The form field it belongs to, when there is one. */
  field?: BookingRequestField;
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
  /** The listing's bookings in a blocking status (accepted, paid, ongoing, disputed), with their instants when known. */
  blockingBookings: readonly (BookingDates & Partial<BookedTimes>)[];
  /**
   * A listing of several units (listing-units.ts): how many are free over the span and how many the
   * request takes. Given, they decide for the listing's bookings, and `blockingBookings` holds only
   * what blocks every unit (an external calendar's busy times); the owner's periods still block.
   */
  units?: { free: number; wanted: number };
  /** The renter's bookings currently in `requested`, and the setting's maximum (5). */
  openRequestsCount: number;
  maxOpenRequests: number;
  isOwnListing: boolean;
  phoneConfirmed: boolean;
  /**
   * The pickup and return instants and what `checkBookingTimes` said of them (the owner's hours
   * and notice); without them the request is whole days and only dates are compared.
   */
  times?: RequestTimes;
}

/** A booking's span in instants: it holds the bike from `pickupAt` up to, not including, `returnAt`. */
export interface BookedTimes {
  pickupAt: Date;
  returnAt: Date;
}

interface RequestTimes extends Partial<BookedTimes> {
  timeZone: string;
  problems: readonly BookingTimeProblem[];
}

/** The field each time problem is shown under. */
const TIME_PROBLEM_FIELDS: Readonly<Record<BookingTimeProblem, BookingRequestField>> = {
  nonexistent_time: 'pickupTime',
  return_before_pickup: 'returnTime',
  zero_length: 'returnTime',
  in_the_past: 'pickupTime',
  under_notice: 'pickupTime',
  too_far_ahead: 'startDate',
  closed_day: 'startDate',
  pickup_outside_hours: 'pickupTime',
  return_outside_hours: 'returnTime',
  too_long: 'endDate',
};

/** Spans share an instant: a return at 12:00 and the next pickup at 12:00 do not overlap. */
function timesOverlap(a: BookedTimes, b: BookedTimes): boolean {
  return a.pickupAt.getTime() < b.returnAt.getTime() && b.pickupAt.getTime() < a.returnAt.getTime();
}

/** An owner's unavailable dates as instants on the listing's clock: from the first day's midnight to the midnight after the last. */
function periodTimes(period: DatePeriod, timeZone: string): BookedTimes {
  const midnight = (date: string) => {
    const found = localToInstant({ date, time: '00:00' }, timeZone);
    if (found.kind === 'nonexistent') throw new RangeError(`no midnight on ${date} in ${timeZone}`);
    return found.instant;
  };
  const after = new Date(`${period.end}T00:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  return { pickupAt: midnight(period.start), returnAt: midnight(after.toISOString().slice(0, 10)) };
}

/**
 * Whether a timed span is free: no unavailable day (on the listing's clock) and no blocking booking
 * shares an instant with it; a booking known only by its dates is compared by dates.
 */
export function isTimeAvailable(
  span: BookingDates & BookedTimes,
  timeZone: string,
  blockedPeriods: readonly DatePeriod[],
  blockingBookings: readonly (BookingDates & Partial<BookedTimes>)[],
): boolean {
  return (
    !blockedPeriods.some((p) => timesOverlap(span, periodTimes(p, timeZone))) &&
    !blockingBookings.some((b) =>
      b.pickupAt && b.returnAt
        ? timesOverlap(span, { pickupAt: b.pickupAt, returnAt: b.returnAt })
        : rangesOverlap(span, b),
    )
  );
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
  code: keyof typeof BOOKING_REQUEST_MESSAGES,
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
  if (daysAhead < 0) out.push(violation('start_date_passed', { field: 'startDate' }));
  const times = input.times;
  for (const problem of times?.problems ?? []) {
    // The date rules below already say these in whole days.
    if (problem === 'too_far_ahead' || problem === 'too_long') continue;
    if (problem === 'in_the_past' && daysAhead < 0) continue;
    out.push({ code: problem, message: BOOKING_TIME_MESSAGES[problem], field: TIME_PROBLEM_FIELDS[problem] });
  }
  for (const problem of checkBookingWindow(input, input.today, input)) {
    out.push(
      problem === 'max_duration'
        ? violation('max_duration', { field: 'endDate', params: { maxDays: input.maxBookingDays } })
        : violation('too_far_ahead', { field: 'startDate', params: { maxMonths: input.maxAdvanceMonths } }),
    );
  }
  if (days < input.minBookingDays)
    out.push(violation('min_duration', { field: 'endDate', params: { minDays: input.minBookingDays } }));
  if (daysAhead >= 0 && daysAhead < input.noticeDays)
    out.push(violation('notice', { field: 'startDate', params: { noticeDays: input.noticeDays } }));
  const byBookings = input.blockingBookings;
  const available =
    (!input.units || input.units.free >= input.units.wanted) &&
    (times?.pickupAt && times.returnAt
      ? isTimeAvailable(
          { startDate: input.startDate, endDate: input.endDate, pickupAt: times.pickupAt, returnAt: times.returnAt },
          times.timeZone,
          input.blockedPeriods,
          byBookings,
        )
      : isAvailable(input, input.blockedPeriods, byBookings));
  if (!available) out.push(violation('unavailable'));
  return out;
}

function safeBookingDays(startDate: string, endDate: string): number | null {
  try {
    return bookingDays(startDate, endDate);
  } catch {
    return null;
  }
}
