/**
 * The system timer's deadlines (decisions.md "Booking lifecycle", "Payments, balance and payouts").
 * Calendar days begin at midnight in Europe/Paris; durations in hours are exact (48 h is 48 h even
 * across a clock change). These functions name the instants, drive the countdowns shown to people,
 * and are the jobs' rule: a job's SQL selects candidates with `timerBounds` and `isStepDue` has the
 * final word on each row (the rule lives here only).
 */
import type { BookingStatus } from './booking-status';
import { addDays, parisMidnight, parisToday } from './paris-calendar';

const HOUR_MS = 3_600_000;

export interface BookingTimerSettings {
  /** How long the owner has to answer a request (booking settings `request_expiry_hours`). */
  requestExpiryHours: number;
  /** How long the renter has to pay after acceptance. */
  paymentWindowHours: number;
  /** Days after the end date when the owner's earnings become available. */
  creditDelayDays: number;
}

export const DEFAULT_BOOKING_TIMERS: BookingTimerSettings = {
  requestExpiryHours: 48,
  paymentWindowHours: 48,
  creditDelayDays: 4,
};

const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/** Request expiry: min(requestedAt + 48 h, start of the start date). 2026-07-01T10:00Z for 07-10 → 2026-07-03T10:00Z; for 07-02 → 2026-07-01T22:00Z. */
export function requestExpiresAt(
  requestedAt: Date,
  startDate: string,
  hours = DEFAULT_BOOKING_TIMERS.requestExpiryHours,
): Date {
  return earlier(new Date(requestedAt.getTime() + hours * HOUR_MS), parisMidnight(startDate));
}

/** Payment deadline: min(acceptedAt + 48 h, start of the start date), same shape as `requestExpiresAt`. */
export function paymentDeadline(
  acceptedAt: Date,
  startDate: string,
  hours = DEFAULT_BOOKING_TIMERS.paymentWindowHours,
): Date {
  return earlier(new Date(acceptedAt.getTime() + hours * HOUR_MS), parisMidnight(startDate));
}

/** paid → ongoing at the start of the start date: `startsAt('2026-07-10')` = 2026-07-09T22:00Z. */
export function startsAt(startDate: string): Date {
  return parisMidnight(startDate);
}

/** ongoing → completed the day after the end date: `completesAt('2026-07-12')` = 2026-07-12T22:00Z (13 July, Paris). */
export function completesAt(endDate: string): Date {
  return parisMidnight(addDays(endDate, 1));
}

/** The day the owner's earnings become available: `balanceCreditDate('2026-07-12', 4)` = '2026-07-16'. */
export function balanceCreditDate(endDate: string, creditDelayDays = DEFAULT_BOOKING_TIMERS.creditDelayDays): string {
  return addDays(endDate, creditDelayDays);
}

/**
 * How many days after a rental's end its earnings become available, as pages and emails say it:
 * the delay, and never less than 1 (a rental is credited once it is completed, the day after).
 */
export const earningsAvailableAfterDays = (creditDelayDays = DEFAULT_BOOKING_TIMERS.creditDelayDays): number =>
  Math.max(1, creditDelayDays);

/**
 * The day an owner's earnings become available, as pages and emails name it (`earningsAvailableAfterDays`).
 * `earningsAvailableOn('2026-07-12', 4)` = '2026-07-16'; `earningsAvailableOn('2026-07-12', 0)` = '2026-07-13'.
 */
export function earningsAvailableOn(endDate: string, creditDelayDays = DEFAULT_BOOKING_TIMERS.creditDelayDays): string {
  return addDays(endDate, earningsAvailableAfterDays(creditDelayDays));
}

/** The instant of that credit: start of `balanceCreditDate` in Paris (2026-07-15T22:00Z for the example above). */
export function balanceCreditAt(endDate: string, creditDelayDays = DEFAULT_BOOKING_TIMERS.creditDelayDays): Date {
  return parisMidnight(balanceCreditDate(endDate, creditDelayDays));
}

export interface TimedBooking {
  status: BookingStatus;
  startDate: string;
  endDate: string;
  requestedAt: Date;
  /** Required once the booking has been accepted. */
  acceptedAt: Date | null;
  ownerCredited: boolean;
  /** What this booking still holds in escrow (owner earnings + platform revenue after any refund). */
  escrowCents: number;
}

export type SystemStep =
  { kind: 'transition'; from: BookingStatus; to: BookingStatus; dueAt: Date } | { kind: 'credit'; dueAt: Date };

/**
 * The next thing the system timer will do to this booking, due or not (null: nothing). Drives the
 * countdowns: a request shows its expiry, an accepted booking its payment deadline.
 * A completed booking, a paid one canceled with money kept, and a resolved dispute are credited at
 * end + the settings' delay (4 days by default): money a dispute's decision leaves the owner becomes
 * available when the rental's earnings would have, never before. An open dispute blocks the credit.
 */
export function nextSystemStep(
  booking: TimedBooking,
  settings: BookingTimerSettings = DEFAULT_BOOKING_TIMERS,
): SystemStep | null {
  const { status } = booking;
  switch (status) {
    case 'requested':
      return {
        kind: 'transition',
        from: status,
        to: 'expired',
        dueAt: requestExpiresAt(booking.requestedAt, booking.startDate, settings.requestExpiryHours),
      };
    case 'accepted':
      if (!booking.acceptedAt) throw new RangeError('an accepted booking needs acceptedAt');
      return {
        kind: 'transition',
        from: status,
        to: 'expired',
        dueAt: paymentDeadline(booking.acceptedAt, booking.startDate, settings.paymentWindowHours),
      };
    case 'paid':
      return { kind: 'transition', from: status, to: 'ongoing', dueAt: startsAt(booking.startDate) };
    case 'ongoing':
      return { kind: 'transition', from: status, to: 'completed', dueAt: completesAt(booking.endDate) };
    case 'completed':
    case 'canceled':
    case 'resolved':
      return !booking.ownerCredited && booking.escrowCents > 0
        ? { kind: 'credit', dueAt: balanceCreditAt(booking.endDate, settings.creditDelayDays) }
        : null;
    case 'rejected':
    case 'expired':
    case 'disputed':
      return null;
    default: {
      const never: never = status;
      throw new Error(`unexpected booking status ${String(never)}`);
    }
  }
}

/**
 * The system steps due at `now`, in order, as a job that was down would catch up. Example: a paid
 * booking 2026-07-10 → 07-12 seen at 2026-07-20T12:00Z → paid→ongoing, ongoing→completed, credit.
 */
export function dueTransitions(
  booking: TimedBooking,
  now: Date,
  settings: BookingTimerSettings = DEFAULT_BOOKING_TIMERS,
): SystemStep[] {
  const due: SystemStep[] = [];
  let current = booking;
  for (
    let step = nextSystemStep(current, settings);
    step && step.dueAt.getTime() <= now.getTime();
    step = nextSystemStep(current, settings)
  ) {
    due.push(step);
    current = step.kind === 'credit' ? { ...current, ownerCredited: true } : { ...current, status: step.to };
  }
  return due;
}

/**
 * The same deadlines turned into bounds on a booking's own columns, for the jobs' SQL to select
 * candidates with an index (a `requested` booking is due when `requestedAt <= requestedBy` or
 * `startDate <= startedBy`, and so on). Exact: a booking meets its status's bounds iff
 * `nextSystemStep` is due at `now` (property-tested), so SQL restates no rule.
 * At 2026-07-12T10:00Z (Paris: the 12th), 48 h, 4 days → requestedBy 07-10T10:00Z, startedBy
 * '2026-07-12', endedBy '2026-07-11', creditableBy '2026-07-08', startsTomorrow '2026-07-13'.
 */
export interface TimerBounds {
  /** requested → expired: requested at or before this instant (or its start date has begun). */
  requestedBy: Date;
  /** accepted → expired: accepted at or before this instant (or its start date has begun). */
  acceptedBy: Date;
  /** The last start date that has begun in Paris (paid → ongoing; both expiries). */
  startedBy: string;
  /** The last end date whose rental is over (ongoing → completed). */
  endedBy: string;
  /** The last end date whose owner credit is due (completed, canceled or resolved, escrow left, not credited). */
  creditableBy: string;
  /** The start date of paid bookings whose two sides are told "starts tomorrow" (tomorrow in Paris). */
  startsTomorrow: string;
}

export function timerBounds(now: Date, settings: BookingTimerSettings = DEFAULT_BOOKING_TIMERS): TimerBounds {
  const today = parisToday(now);
  return {
    requestedBy: new Date(now.getTime() - settings.requestExpiryHours * HOUR_MS),
    acceptedBy: new Date(now.getTime() - settings.paymentWindowHours * HOUR_MS),
    startedBy: today,
    endedBy: addDays(today, -1),
    creditableBy: addDays(today, -settings.creditDelayDays),
    startsTomorrow: addDays(today, 1),
  };
}

/** A system step a job performs: a transition to `to`, or the owner's credit. */
export type StepKind = { to: BookingStatus } | 'credit';

/**
 * The jobs' final word on a candidate row: whether its next system step is `want` and is due at
 * `now`. `isStepDue(paid 07-10 → 07-12, 2026-07-09T22:00Z, { to: 'ongoing' })` → true.
 */
export function isStepDue(
  booking: TimedBooking,
  now: Date,
  want: StepKind,
  settings: BookingTimerSettings = DEFAULT_BOOKING_TIMERS,
): boolean {
  const step = nextSystemStep(booking, settings);
  if (!step || step.dueAt.getTime() > now.getTime()) return false;
  return want === 'credit' ? step.kind === 'credit' : step.kind === 'transition' && step.to === want.to;
}
