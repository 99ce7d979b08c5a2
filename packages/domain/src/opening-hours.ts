/**
 * When an owner hands a bike over and takes it back: per weekday a pickup window and a return
 * window (or closed), dates the owner is away, and a minimum notice in hours before a pickup.
 * `checkBookingTimes` says whether a pickup and a return are allowed for a listing at a given
 * moment, with every reason it is not, so a form can show all of them at once
 * (decisions.md "Booking times: the domain rules").
 */
import { DEFAULT_BOOKING_WINDOW, latestStart, type BookingWindowLimits } from './booking-window';
import {
  instantToLocal,
  localToInstant,
  minutesOfTime,
  weekdayOf,
  WEEKDAYS,
  type LocalDateTime,
  type Weekday,
} from './listing-time-zone';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** A window of wall-clock times, both ends included: `{ from: '09:00', to: '18:00' }` allows 18:00 itself. */
interface TimeWindow {
  from: string;
  to: string;
}

/** One weekday's windows: when a renter may pick the bike up, and when bring it back. */
export interface DayHours {
  pickup: TimeWindow;
  return: TimeWindow;
}

export interface OpeningHours {
  /** Each weekday's windows, or null when the owner hands nothing over that day. */
  week: Readonly<Record<Weekday, DayHours | null>>;
  /** Calendar dates (`YYYY-MM-DD`, on the listing's clock) with no pickup and no return. */
  closedDates: readonly string[];
  /** Whole hours between the request and the pickup, at least `MIN_NOTICE_HOURS`. */
  minNoticeHours: number;
}

/** A private owner needs a day to answer and meet: a pickup is at least 24 hours after the request by default. */
export const DEFAULT_MIN_NOTICE_HOURS = 24;

/** The shortest notice an owner may set: even a shop needs the request before the renter walks in. */
export const MIN_NOTICE_HOURS = 1;

const EVERY_DAY_8_TO_20: DayHours = { pickup: { from: '08:00', to: '20:00' }, return: { from: '08:00', to: '20:00' } };

/**
 * The hours of an owner who has set none: every day 08:00–20:00 for both pickup and return, no
 * closed date, 24 hours' notice. Day-time handovers, the way private owners meet renters today.
 */
export const DEFAULT_OPENING_HOURS: OpeningHours = {
  week: Object.fromEntries(WEEKDAYS.map((d) => [d, EVERY_DAY_8_TO_20])) as Record<Weekday, DayHours>,
  closedDates: [],
  minNoticeHours: DEFAULT_MIN_NOTICE_HOURS,
};

/** Why a pickup and a return are refused, in the order a form lists them. */
export const BOOKING_TIME_PROBLEMS = [
  'nonexistent_time',
  'return_before_pickup',
  'zero_length',
  'in_the_past',
  'under_notice',
  'too_far_ahead',
  'closed_day',
  'pickup_outside_hours',
  'return_outside_hours',
  'too_long',
] as const;
export type BookingTimeProblem = (typeof BOOKING_TIME_PROBLEMS)[number];

/** Each reason as a sentence; the web translates them through its `server` catalogue section. */
export const BOOKING_TIME_MESSAGES: Readonly<Record<BookingTimeProblem, string>> = {
  nonexistent_time: 'This time does not exist on that day because the clocks change. Choose another time.',
  return_before_pickup: 'The return must come after the pickup.',
  zero_length: 'The pickup and the return cannot be at the same time.',
  in_the_past: 'The pickup time has already passed.',
  under_notice: "The pickup is too soon for the owner's minimum notice.",
  too_far_ahead: 'The pickup is too far ahead.',
  closed_day: 'The owner is closed on the pickup or the return day.',
  pickup_outside_hours: "The pickup is outside the owner's pickup hours.",
  return_outside_hours: "The return is outside the owner's return hours.",
  too_long: 'This rental is longer than the longest rental allowed.',
};

/**
 * Throws a RangeError when hours cannot be meant: a window ending before it starts, a malformed
 * time or date, a notice under `MIN_NOTICE_HOURS` or not whole. The API validates the owner's
 * input against the same rules before it stores them.
 */
export function assertOpeningHours(hours: OpeningHours): void {
  for (const day of WEEKDAYS) {
    const windows = hours.week[day];
    if (windows === undefined) throw new RangeError(`week.${day} is missing (null means closed)`);
    if (windows === null) continue;
    for (const kind of ['pickup', 'return'] as const) {
      const { from, to } = windows[kind];
      if (minutesOfTime(from) > minutesOfTime(to)) throw new RangeError(`week.${day}.${kind} ends before it starts`);
    }
  }
  for (const date of hours.closedDates) weekdayOf(date); // throws on a malformed date
  if (!Number.isInteger(hours.minNoticeHours) || hours.minNoticeHours < MIN_NOTICE_HOURS)
    throw new RangeError(`minNoticeHours must be a whole number of hours, at least ${MIN_NOTICE_HOURS}`);
}

/** A pickup or a return: an instant already stored, or a local date and time as a form sends it. */
type BookingMoment = Date | LocalDateTime;

export interface BookingTimesContext {
  hours: OpeningHours;
  /** The listing's zone (`listingTimeZone(country)`): hours, dates and the horizon are read on its clock. */
  timeZone: string;
  now: Date;
  /** The booking settings' length and horizon; the marketplace defaults (60 days, 12 months) otherwise. */
  limits?: BookingWindowLimits;
}

/** The instant of a moment, or null for a local time the clock change skips. */
function instantOf(moment: BookingMoment, timeZone: string): Date | null {
  if (moment instanceof Date) return moment;
  const found = localToInstant(moment, timeZone);
  return found.kind === 'nonexistent' ? null : found.instant;
}

const inWindow = (msOfDay: number, window: TimeWindow) =>
  msOfDay >= minutesOfTime(window.from) * MINUTE_MS && msOfDay <= minutesOfTime(window.to) * MINUTE_MS;

/**
 * Every reason a pickup and a return are refused for a listing at `now`, in `BOOKING_TIME_PROBLEMS`
 * order; an empty list means allowed. A skipped local time, a return before the pickup or a rental
 * of no length is reported alone: nothing else can be measured from them.
 * Example, Paris, hours 09:00–18:00, 24 h notice, now Monday 2026-11-30 10:00: pickup Tuesday
 * 09:30, return Tuesday 19:00 → ['under_notice', 'return_outside_hours'].
 */
export function checkBookingTimes(
  pickup: BookingMoment,
  returned: BookingMoment,
  context: BookingTimesContext,
): BookingTimeProblem[] {
  const { hours, timeZone, now } = context;
  const limits = context.limits ?? DEFAULT_BOOKING_WINDOW;
  const pickupAt = instantOf(pickup, timeZone);
  const returnAt = instantOf(returned, timeZone);
  if (!pickupAt || !returnAt) return ['nonexistent_time'];
  const length = returnAt.getTime() - pickupAt.getTime();
  if (length < 0) return ['return_before_pickup'];
  if (length === 0) return ['zero_length'];

  const problems = new Set<BookingTimeProblem>();
  const ahead = pickupAt.getTime() - now.getTime();
  if (ahead < 0) problems.add('in_the_past');
  else if (ahead < hours.minNoticeHours * HOUR_MS) problems.add('under_notice');

  const start = instantToLocal(pickupAt, timeZone);
  const end = instantToLocal(returnAt, timeZone);
  if (start.date > latestStart(instantToLocal(now, timeZone).date, limits.maxAdvanceMonths))
    problems.add('too_far_ahead');

  const dayHours = (local: { date: string; weekday: Weekday }) =>
    hours.closedDates.includes(local.date) ? null : hours.week[local.weekday];
  const pickupDay = dayHours(start);
  const returnDay = dayHours(end);
  if (!pickupDay || !returnDay) problems.add('closed_day');
  if (pickupDay && !inWindow(start.msOfDay, pickupDay.pickup)) problems.add('pickup_outside_hours');
  if (returnDay && !inWindow(end.msOfDay, returnDay.return)) problems.add('return_outside_hours');

  // The longest rental is counted on the bike's clock: 60 days from 10:00 ends at 10:00, whether
  // or not a clock change falls in between.
  if (end.wallMs - start.wallMs > limits.maxBookingDays * DAY_MS) problems.add('too_long');

  return BOOKING_TIME_PROBLEMS.filter((p) => problems.has(p));
}

/**
 * The times a request without times means, whole days: from the opening of the pickup window on
 * its first day to the close of the return window on its last (08:00 and 20:00 with the default
 * hours). A closed day takes the default window's time, and `checkBookingTimes` refuses it as closed.
 */
export function wholeDayTimes(
  hours: OpeningHours,
  startDate: string,
  endDate: string,
): { pickupTime: string; returnTime: string } {
  const day = (date: string) =>
    (hours.closedDates.includes(date) ? null : hours.week[weekdayOf(date)]) ?? EVERY_DAY_8_TO_20;
  return { pickupTime: day(startDate).pickup.from, returnTime: day(endDate).return.to };
}

/** The hours a listing follows: its own, else its owner's default, else the marketplace's. */
export function effectiveOpeningHours(
  listingHours: OpeningHours | null | undefined,
  ownerDefault: OpeningHours | null | undefined,
): OpeningHours {
  return listingHours ?? ownerDefault ?? DEFAULT_OPENING_HOURS;
}
