/**
 * One day of a listing as a renter choosing times sees it (decisions.md "Booking times: choosing
 * times"): that day's pickup and return windows, what is already taken, and the earliest pickup the
 * notice allows; from them, the pickup and return times a form offers. The API answers the day
 * (GET /listings/:id/day) and the pages compute the times, so both read the same rules.
 *
 * Times are "HH:MM" on the listing's clock. A taken span's end is excluded ("10:00"–"12:00" leaves
 * 12:00 free, as bookings' spans do) and "24:00" is the end of the day. Local times are compared as
 * text: zero-padded "HH:MM" sort as the clock does.
 */
import { instantToLocal, localToInstant, minutesOfTime, type LocalDateTime } from './listing-time-zone';

/** The steps the time pickers offer, and the earliest pickup is rounded up to. */
export const SLOT_MINUTES = 15;

/** The end of a day, as a taken span's end. */
export const END_OF_DAY = '24:00';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const SLOT_MS = SLOT_MINUTES * MINUTE_MS;

/** Part of a day on the listing's clock, from `from` up to (not including) `to`. */
export interface DaySpan {
  from: string;
  to: string;
}

/** A window an owner hands over in, both ends included (opening-hours.ts). */
interface Window {
  from: string;
  to: string;
}

/** What the pickers need of a day (the day endpoint's answer). */
export interface BookingDay {
  date: string;
  timeZone: string;
  /** That day's pickup and return windows, or null when the owner is closed. */
  pickup: Window | null;
  return: Window | null;
  /** The first pickup the notice allows, on the listing's clock (it may be a later date). */
  earliestPickup: LocalDateTime;
  /** Spans no one may hold the bike in: blocking bookings and the owner's unavailable days, merged. */
  taken: readonly DaySpan[];
}

/** The next calendar date: `nextDate('2026-12-31')` = '2027-01-01'. */
export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** The instant a day starts on a clock; midnight exists every day in the marketplace's zones. */
function midnight(date: string, timeZone: string): Date {
  const found = localToInstant({ date, time: '00:00' }, timeZone);
  if (found.kind === 'nonexistent') throw new RangeError(`no midnight on ${date} in ${timeZone}`);
  return found.instant;
}

/**
 * The parts of `date` (on `timeZone`'s clock) that spans of instants cover, merged and in order:
 * a booking from the day before to 12:00 is "00:00"–"12:00", one past midnight ends at "24:00".
 * Example: Paris, 2026-07-04, a booking 08:00Z–10:00Z → [{ from: '10:00', to: '12:00' }].
 */
export function takenSpansOfDay(
  date: string,
  timeZone: string,
  spans: readonly { pickupAt: Date; returnAt: Date }[],
): DaySpan[] {
  const start = midnight(date, timeZone).getTime();
  const end = midnight(nextDate(date), timeZone).getTime();
  const clipped = spans
    .map((s) => [Math.max(s.pickupAt.getTime(), start), Math.min(s.returnAt.getTime(), end)] as const)
    .filter(([from, to]) => from < to)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of clipped) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  const local = (ms: number) => (ms === end ? END_OF_DAY : instantToLocal(new Date(ms), timeZone).time);
  return merged.map(([from, to]) => ({ from: local(from), to: local(to) }));
}

/**
 * The first pickup allowed at `now`: `minNoticeHours` real hours on, and not before the listing's
 * `noticeDays` (whole calendar days, 0: today), rounded up to the next `SLOT_MINUTES` on the clock.
 * Example: Paris, now 2026-06-01 12:05, 2 hours, 0 days → 2026-06-01 14:15.
 */
export function earliestPickup({
  now,
  minNoticeHours,
  noticeDays,
  timeZone,
}: {
  now: Date;
  minNoticeHours: number;
  noticeDays: number;
  timeZone: string;
}): LocalDateTime {
  let day = instantToLocal(now, timeZone).date;
  for (let i = 0; i < noticeDays; i++) day = nextDate(day);
  const at = Math.max(now.getTime() + minNoticeHours * HOUR_MS, midnight(day, timeZone).getTime());
  // The marketplace's zones are whole hours from UTC, so a quarter hour of instants is one on the clock.
  const local = instantToLocal(new Date(Math.ceil(at / SLOT_MS) * SLOT_MS), timeZone);
  return { date: local.date, time: local.time };
}

const pad = (n: number) => String(n).padStart(2, '0');
const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The window's times on the slot grid, skipping those the spring clock change leaves out. */
function slotsIn(window: Window, day: BookingDay): string[] {
  const out: string[] = [];
  // Only a day shorter than 24 hours skips times: the others need no look at each one.
  const short =
    midnight(nextDate(day.date), day.timeZone).getTime() - midnight(day.date, day.timeZone).getTime() < DAY_MS;
  const first = Math.ceil(minutesOfTime(window.from) / SLOT_MINUTES) * SLOT_MINUTES;
  for (let m = first; m <= minutesOfTime(window.to); m += SLOT_MINUTES) {
    const time = timeOf(m);
    if (!short || localToInstant({ date: day.date, time }, day.timeZone).kind !== 'nonexistent') out.push(time);
  }
  return out;
}

/** Whether any taken span shares a moment with [from, to). */
const overlapsTaken = (day: BookingDay, from: string, to: string) =>
  day.taken.some((span) => span.from < to && span.to > from);

/**
 * The pickup times a form offers on this day: in the pickup window, at or after the earliest
 * pickup, outside taken spans, and with room after them: for a one-day rental (`sameDayReturn`)
 * some return time left that day, for a longer one the rest of the day free.
 */
export function pickupSlots(day: BookingDay, { sameDayReturn }: { sameDayReturn: boolean }): string[] {
  if (!day.pickup || day.date < day.earliestPickup.date) return [];
  const earliest = day.date === day.earliestPickup.date ? day.earliestPickup.time : '00:00';
  const returns = sameDayReturn && day.return ? slotsIn(day.return, day) : [];
  return slotsIn(day.pickup, day).filter(
    (time) =>
      time >= earliest &&
      (sameDayReturn
        ? returns.some((back) => back > time && !overlapsTaken(day, time, back))
        : !overlapsTaken(day, time, END_OF_DAY)),
  );
}

/**
 * The return times a form offers on this day: in the return window and with the bike free until
 * then: after `pickupTime` with nothing taken between for a one-day rental, or nothing taken since
 * midnight for the last day of a longer one.
 */
export function returnSlots(day: BookingDay, { pickupTime }: { pickupTime?: string } = {}): string[] {
  if (!day.return) return [];
  const from = pickupTime ?? '00:00';
  return slotsIn(day.return, day).filter(
    (time) => (pickupTime === undefined || time > pickupTime) && !overlapsTaken(day, from, time),
  );
}

/**
 * The free parts of the day's opening, for a renter to read: from the earliest window's start to
 * the latest window's end, less the taken spans; [] on a closed day.
 */
export function freeSpans(day: BookingDay): DaySpan[] {
  const windows = [day.pickup, day.return].filter((w): w is Window => w !== null);
  if (!windows.length) return [];
  let from = windows.map((w) => w.from).sort()[0]!;
  const to = windows
    .map((w) => w.to)
    .sort()
    .at(-1)!;
  const out: DaySpan[] = [];
  for (const span of day.taken) {
    if (span.to <= from || span.from >= to) continue;
    if (span.from > from) out.push({ from, to: span.from });
    from = span.to > from ? span.to : from;
  }
  if (from < to) out.push({ from, to });
  return out;
}

/** Whether any pickup is still possible on the day, for a rental of that day or a longer one. */
export function canPickUpOn(day: BookingDay): boolean {
  return pickupSlots(day, { sameDayReturn: true }).length > 0 || pickupSlots(day, { sameDayReturn: false }).length > 0;
}

/**
 * Whether two zones' clocks read the same on a date (at its noon on the first): a reader in Berlin
 * needs no "Paris time" beside a Paris listing's times, a reader in London does.
 */
export function sameClockOn(date: string, listingZone: string, readerZone: string): boolean {
  if (listingZone === readerZone) return true;
  const noon = localToInstant({ date, time: '12:00' }, listingZone);
  return noon.kind !== 'nonexistent' && instantToLocal(noon.instant, readerZone).time === '12:00';
}
