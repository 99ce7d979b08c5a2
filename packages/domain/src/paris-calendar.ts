/**
 * Calendar dates (`YYYY-MM-DD`) and the Europe/Paris clock. Booking dates are whole days; the
 * marketplace's "today" and "start of a day" are taken in Paris (decisions.md "Cancellation and
 * refunds"), so timers and refunds agree whatever the server's zone is.
 */
import { dateTimeFormat } from './formats';
import { bookingDays } from './pricing';

const DAY_MS = 86_400_000;

/** Built once: creating an `Intl.DateTimeFormat` costs ~50× a `format` (~2 % of a page render's CPU). */
const PARIS_DATE = dateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The last second asked and its date. Time-zone offsets are whole seconds, so a date cannot change
 * within one: pages ask for today's date on each render, and a zoned `format` is the costly part.
 */
let lastSecond = Number.NaN;
let lastDate = '';

/** The calendar date ("2026-06-01") of an instant in Europe/Paris, the marketplace's reference zone. */
export function parisDate(instant: Date): string {
  const second = Math.floor(instant.getTime() / 1000);
  if (second !== lastSecond) {
    lastDate = PARIS_DATE.format(instant);
    lastSecond = second;
  }
  return lastDate;
}

/** Today's date in Paris: `parisToday(new Date('2026-03-29T22:30:00Z'))` = '2026-03-30' (00:30 CEST). */
export function parisToday(now: Date): string {
  return parisDate(now);
}

/** `addDays('2026-12-31', 1)` = '2027-01-01'; negative counts go back. */
export function addDays(isoDate: string, days: number): string {
  bookingDays(isoDate, isoDate); // validates the date
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one date to another: `daysFromTo('2026-07-01', '2026-07-31')` = 30; negative when `to` is earlier. */
export function daysFromTo(from: string, to: string): number {
  return bookingDays(from, to) - 1;
}

const wallClock = dateTimeFormat('en-US', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Paris wall-clock time of an instant, read as if it were UTC, minus the instant: the zone offset in ms. */
function parisOffsetMs(instantMs: number): number {
  const parts = Object.fromEntries(wallClock.formatToParts(new Date(instantMs)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant a Paris calendar day begins: `parisMidnight('2026-07-01')` = 2026-06-30T22:00:00Z
 * (CEST, UTC+2); `parisMidnight('2026-01-15')` = 2026-01-14T23:00:00Z (CET, UTC+1).
 * Paris changes its clocks at 02:00/03:00, never at midnight, so midnight always exists once.
 */
export function parisMidnight(isoDate: string): Date {
  bookingDays(isoDate, isoDate); // validates the date
  const utcMidnight = Date.parse(`${isoDate}T00:00:00Z`);
  const guess = utcMidnight - parisOffsetMs(utcMidnight);
  return new Date(utcMidnight - parisOffsetMs(guess));
}
