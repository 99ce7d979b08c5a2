/**
 * The system timer's deadlines (decisions.md "Booking lifecycle", "Booking times: instant booking
 * and timers"), by the hour: a booking runs from its pickup instant to its return instant, and every
 * deadline is an instant counted in real elapsed time (48 h is 48 h even across a clock change).
 * These functions name the instants, drive the countdowns shown to people, and are the jobs' rule:
 * a job's SQL selects candidates with `timerBounds` and `isStepDue` has the final word on each row
 * (the rule lives here only).
 */
import type { BookingStatus } from './booking-status';
import { instantToLocal } from './listing-time-zone';
import { addDays } from './paris-calendar';
import { COUNTRY_TIME_ZONES, MARKETPLACE_TIME_ZONE } from './time-zones';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

export interface BookingTimerSettings {
  /** How long the owner has to answer a request (booking settings `request_expiry_hours`). */
  requestExpiryHours: number;
  /** How long the renter has to pay after the owner's acceptance. */
  paymentWindowHours: number;
  /** How long the renter of an instant booking has to pay (booking settings `instant_payment_window_minutes`). */
  instantPaymentWindowMinutes: number;
  /** Days of 24 hours after the return when the owner's earnings become available. */
  creditDelayDays: number;
}

export const DEFAULT_BOOKING_TIMERS: BookingTimerSettings = {
  requestExpiryHours: 48,
  paymentWindowHours: 48,
  instantPaymentWindowMinutes: 30,
  creditDelayDays: 4,
};

/**
 * The shortest a window shrunk by the notice may be: a request made right at the owner's notice
 * still gives the owner 30 minutes to answer, and an acceptance the renter 30 minutes to pay. With
 * a notice of at least 1 hour, both together still end before the pickup.
 */
export const WINDOW_FLOOR_MINUTES = 30;

/** The renter of a paid booking is reminded this many hours before the pickup. */
const PICKUP_SOON_HOURS = 2;

/** What the windows of one booking read from it. */
interface WindowedBooking {
  pickupAt: Date;
  /** The owner's notice in whole hours when the request was made (the listing's, else the owner's default). */
  noticeHours: number;
  /** Accepted at once by the listing's instant booking. */
  instant: boolean;
}

/** The instant the owner wants to know by: the pickup minus the notice. 10:00 with 3 h → 07:00. */
export function noticeCutoff(b: Pick<WindowedBooking, 'pickupAt' | 'noticeHours'>): Date {
  return new Date(b.pickupAt.getTime() - b.noticeHours * HOUR_MS);
}

/**
 * A window opened at `openedAt` for `lengthMs`, ending no later than the notice cutoff but never
 * shorter than the floor (nor than its own length): min(open + length, max(cutoff, open + 30 min)).
 */
function windowEnd(openedAt: Date, lengthMs: number, cutoff: Date): Date {
  const full = openedAt.getTime() + lengthMs;
  const floor = openedAt.getTime() + WINDOW_FLOOR_MINUTES * MINUTE_MS;
  return new Date(Math.min(full, Math.max(cutoff.getTime(), floor)));
}

/**
 * Request expiry: the owner's response window, shrunk by the notice.
 * Requested 2026-07-01T10:00Z, pickup far → 07-03T10:00Z (48 h); pickup 2026-07-02T09:00Z with 3 h'
 * notice → 07-02T06:00Z; requested right at the notice → requested + 30 min.
 */
export function requestExpiresAt(
  b: Pick<WindowedBooking, 'pickupAt' | 'noticeHours'> & { requestedAt: Date },
  settings: Pick<BookingTimerSettings, 'requestExpiryHours'> = DEFAULT_BOOKING_TIMERS,
): Date {
  return windowEnd(b.requestedAt, settings.requestExpiryHours * HOUR_MS, noticeCutoff(b));
}

/** How long the renter may take to pay once accepted: the instant window for an instant booking. */
export function paymentWindowMs(
  instant: boolean,
  settings: Pick<BookingTimerSettings, 'paymentWindowHours' | 'instantPaymentWindowMinutes'> = DEFAULT_BOOKING_TIMERS,
): number {
  return instant ? settings.instantPaymentWindowMinutes * MINUTE_MS : settings.paymentWindowHours * HOUR_MS;
}

/**
 * Payment deadline: the payment window from the acceptance, shrunk by the notice like the request's.
 * An instant booking accepted at 10:00 with 30 minutes → 10:30; a request accepted 2026-07-01T20:00Z
 * for a pickup 07-02T07:00Z with 3 h' notice → 07-02T04:00Z.
 */
export function paymentDeadline(
  b: WindowedBooking & { acceptedAt: Date },
  settings: Pick<BookingTimerSettings, 'paymentWindowHours' | 'instantPaymentWindowMinutes'> = DEFAULT_BOOKING_TIMERS,
): Date {
  return windowEnd(b.acceptedAt, paymentWindowMs(b.instant, settings), noticeCutoff(b));
}

/** The instant of the owner's credit: the return + the delay in days of 24 hours. */
export function balanceCreditAt(returnAt: Date, creditDelayDays = DEFAULT_BOOKING_TIMERS.creditDelayDays): Date {
  return new Date(returnAt.getTime() + creditDelayDays * 24 * HOUR_MS);
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

/**
 * A window's length as a sentence names it, rounded down so it never promises more than there is:
 * whole hours when it is whole hours or 2 hours and more, else minutes.
 * 48 h → { 48, 'hour' }; 1 h → { 1, 'hour' }; 90 min → { 90, 'minute' }; 2 h 50 → { 2, 'hour' }.
 */
export function windowLength(from: Date, to: Date): { count: number; unit: 'hour' | 'minute' } {
  const minutes = Math.max(0, Math.floor((to.getTime() - from.getTime()) / MINUTE_MS));
  return minutes % 60 === 0 || minutes >= 120
    ? { count: Math.floor(minutes / 60), unit: 'hour' }
    : { count: minutes, unit: 'minute' };
}

export interface TimedBooking extends WindowedBooking {
  status: BookingStatus;
  returnAt: Date;
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
 * countdowns: a request shows its expiry, an accepted booking its payment deadline. A paid booking
 * starts at its pickup instant and ends at its return instant. A completed booking, a paid one
 * canceled with money kept, and a resolved dispute are credited at the return + the settings' delay
 * (4 × 24 hours by default): money a dispute's decision leaves the owner becomes available when the
 * rental's earnings would have, never before. An open dispute blocks the credit.
 */
export function nextSystemStep(
  booking: TimedBooking,
  settings: BookingTimerSettings = DEFAULT_BOOKING_TIMERS,
): SystemStep | null {
  const { status } = booking;
  switch (status) {
    case 'requested':
      return { kind: 'transition', from: status, to: 'expired', dueAt: requestExpiresAt(booking, settings) };
    case 'accepted': {
      const { acceptedAt } = booking;
      if (!acceptedAt) throw new RangeError('an accepted booking needs acceptedAt');
      return {
        kind: 'transition',
        from: status,
        to: 'expired',
        dueAt: paymentDeadline({ ...booking, acceptedAt }, settings),
      };
    }
    case 'paid':
      return { kind: 'transition', from: status, to: 'ongoing', dueAt: booking.pickupAt };
    case 'ongoing':
      return { kind: 'transition', from: status, to: 'completed', dueAt: booking.returnAt };
    case 'completed':
    case 'canceled':
    case 'resolved':
      return !booking.ownerCredited && booking.escrowCents > 0
        ? { kind: 'credit', dueAt: balanceCreditAt(booking.returnAt, settings.creditDelayDays) }
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
 * booking 2026-07-10 08:00 → 07-12 20:00 seen at 2026-07-20T12:00Z → paid→ongoing, ongoing→completed, credit.
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

/** Tomorrow's date on a clock. */
const tomorrowOn = (now: Date, timeZone: string) => addDays(instantToLocal(now, timeZone).date, 1);

/** The zones a booking's clock can be (a listing's country's, else the marketplace's): the reminders' SQL names each. */
const BOOKING_TIME_ZONES = [...new Set<string>([MARKETPLACE_TIME_ZONE, ...Object.values(COUNTRY_TIME_ZONES)])];

/**
 * The same deadlines turned into bounds on a booking's own columns, for the jobs' SQL to select
 * candidates (a `requested` booking is due when `requestedAt <= requestedBy`, or when its notice
 * cutoff `pickupAt − noticeHours` is at or before `now` and `requestedAt <= flooredBy`, and so on).
 * Exact: a booking meets its status's bounds iff `nextSystemStep` is due at `now` (property-tested),
 * so SQL restates no rule. At 2026-07-12T10:00Z, 48 h, 30 min, 4 days → requestedBy and acceptedBy
 * 07-10T10:00Z, instantAcceptedBy 07-12T09:30Z, flooredBy 07-12T09:30Z, creditableBy 07-08T10:00Z,
 * pickupSoonBy 07-12T12:00Z, startsTomorrow 2026-07-13 on each clock.
 */
export interface TimerBounds {
  now: Date;
  /** requested → expired: requested at or before this instant (the full response window has run). */
  requestedBy: Date;
  /** accepted → expired: a request accepted at or before this instant (the full payment window has run). */
  acceptedBy: Date;
  /** accepted → expired: an instant booking accepted at or before this instant. */
  instantAcceptedBy: Date;
  /** Both expiries once the notice cutoff has passed: the window opened at or before this (the floor has run). */
  flooredBy: Date;
  /** The credit: returned at or before this instant (completed, canceled or resolved, escrow left, not credited). */
  creditableBy: Date;
  /** Paid bookings picked up after `now` and at or before this instant are told "pickup soon". */
  pickupSoonBy: Date;
  /** Paid bookings whose start date is tomorrow on their clock are told "starts tomorrow": that date, per zone. */
  startsTomorrow: { timeZone: string; date: string }[];
}

export function timerBounds(now: Date, settings: BookingTimerSettings = DEFAULT_BOOKING_TIMERS): TimerBounds {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return {
    now,
    requestedBy: before(settings.requestExpiryHours * HOUR_MS),
    acceptedBy: before(paymentWindowMs(false, settings)),
    instantAcceptedBy: before(paymentWindowMs(true, settings)),
    flooredBy: before(WINDOW_FLOOR_MINUTES * MINUTE_MS),
    creditableBy: before(settings.creditDelayDays * 24 * HOUR_MS),
    pickupSoonBy: new Date(now.getTime() + PICKUP_SOON_HOURS * HOUR_MS),
    startsTomorrow: BOOKING_TIME_ZONES.map((timeZone) => ({ timeZone, date: tomorrowOn(now, timeZone) })),
  };
}

/** A system step a job performs: a transition to `to`, or the owner's credit. */
export type StepKind = { to: BookingStatus } | 'credit';

/**
 * The jobs' final word on a candidate row: whether its next system step is `want` and is due at
 * `now`. `isStepDue(paid, pickup 2026-07-10T06:00Z, at 06:00Z, { to: 'ongoing' })` → true.
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

/** What the reminders read of a booking. */
interface RemindedBooking {
  status: BookingStatus;
  pickupAt: Date;
  /** The pickup's calendar date on the booking's clock. */
  startDate: string;
  timeZone: string;
}

/**
 * The day-before reminder: a paid booking whose start date is tomorrow on its own clock, all that
 * day long (from 00:00 to 24:00 local, whatever the pickup's hour).
 */
export function isStartsTomorrowDue(b: RemindedBooking, now: Date): boolean {
  return b.status === 'paid' && b.startDate === tomorrowOn(now, b.timeZone);
}

/** "Your pickup is in 2 hours": a paid booking from 2 hours before its pickup until the pickup. */
export function isPickupSoonDue(b: Pick<RemindedBooking, 'status' | 'pickupAt'>, now: Date): boolean {
  const left = b.pickupAt.getTime() - now.getTime();
  return b.status === 'paid' && left > 0 && left <= PICKUP_SOON_HOURS * HOUR_MS;
}
