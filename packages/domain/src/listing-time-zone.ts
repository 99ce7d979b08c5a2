/**
 * A booking's pickup and return are told on the bike's clock: the owner opens at "09:00" where the
 * bike is, and the renter picks "18:30" there. This file turns such a local date and time into the
 * one instant the booking stores, and back, with `Intl` only (no time-zone library): the zone
 * rules come from the runtime's own IANA database.
 *
 * Clock changes: a local time skipped by the spring change (02:30 on the last Sunday of March in
 * the four countries) does not exist and is reported as `nonexistent`, never moved to 03:30 behind
 * the renter's back; a local time lived twice in autumn (02:30 on the last Sunday of October) is
 * `ambiguous` and means its first occurrence, summer time, the earlier instant (decisions.md
 * "Booking times: the domain rules").
 */
import { dateTimeFormat } from './formats';
import { timeZoneOfCountry, type MarketplaceTimeZone } from './time-zones';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A calendar date (`YYYY-MM-DD`) and a wall-clock time (`HH:MM`, 00:00–23:59) on a listing's clock. */
export interface LocalDateTime {
  date: string;
  time: string;
}

/** Monday first, as the owners' week and the opening hours are written. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * The zone a listing's times are on, from its country: FR Europe/Paris, CH Europe/Zurich,
 * BE Europe/Brussels, LU Europe/Luxembourg; any other country the marketplace's Europe/Paris.
 * It is the table of `time-zones.ts`, so the times written on pages and the times booked agree.
 */
export function listingTimeZone(country: string | null | undefined): MarketplaceTimeZone {
  return timeZoneOfCountry(country);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The date read as a UTC midnight, in ms; throws on a malformed or impossible date (2026-02-30). */
function utcDateMs(date: string): number {
  const m = DATE.exec(date);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
  if (!m || new Date(ms).toISOString().slice(0, 10) !== date) throw new RangeError(`not a calendar date: ${date}`);
  return ms;
}

/** Minutes since midnight of an `HH:MM` time: `minutesOfTime('18:30')` = 1110; throws on anything else. */
export function minutesOfTime(time: string): number {
  const m = TIME.exec(time);
  if (!m) throw new RangeError(`not an HH:MM time: ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** The weekday of a calendar date: `weekdayOf('2026-11-30')` = 'mon'. */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[(new Date(utcDateMs(date)).getUTCDay() + 6) % 7]!;
}

const wallClockOptions = (timeZone: string): Intl.DateTimeFormatOptions => ({
  timeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The zone's wall clock at an instant, read as if it were UTC (whole seconds), in ms. */
function wallMs(instantMs: number, timeZone: string): number {
  const parts = Object.fromEntries(
    dateTimeFormat('en-US', wallClockOptions(timeZone))
      .formatToParts(new Date(instantMs))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** What a local date and time is on the zone's clock. */
type LocalTimeInstant =
  /** Lived once: the usual case. */
  | { kind: 'exact'; instant: Date }
  /** Lived twice (autumn change): `instant` is the first occurrence, `later` the second, one hour on. */
  | { kind: 'ambiguous'; instant: Date; later: Date }
  /** Skipped by the spring change: no instant has this wall-clock time. */
  | { kind: 'nonexistent' };

/**
 * The instant a local date and time names in a zone:
 * `localToInstant({ date: '2026-07-01', time: '10:00' }, 'Europe/Paris')` → exact 2026-07-01T08:00:00Z;
 * 2026-03-29 02:30 in Paris → nonexistent; 2026-10-25 02:30 → ambiguous, 00:30Z (then 01:30Z).
 * Throws a RangeError on a malformed date or time (inputs are validated before they get here).
 */
export function localToInstant(local: LocalDateTime, timeZone: string): LocalTimeInstant {
  const wall = utcDateMs(local.date) + minutesOfTime(local.time) * MINUTE_MS;
  // A zone changes its offset at most once in two days here, so the offsets a day either side are
  // the only ones this wall time can be on; each candidate is kept if the zone's clock reads `wall`.
  const offsets = new Set([wall - DAY_MS, wall + DAY_MS].map((t) => wallMs(t, timeZone) - t));
  const instants = [...offsets]
    .map((offset) => wall - offset)
    .filter((t) => wallMs(t, timeZone) === wall)
    .sort((a, b) => a - b);
  if (instants.length === 0) return { kind: 'nonexistent' };
  if (instants.length === 1) return { kind: 'exact', instant: new Date(instants[0]!) };
  return { kind: 'ambiguous', instant: new Date(instants[0]!), later: new Date(instants[1]!) };
}

/** A local date and time with what the checks of a booking's times read from it. */
interface LocalReading extends LocalDateTime {
  weekday: Weekday;
  /** Milliseconds since the local midnight, seconds included, so 18:00:30 is after 18:00. */
  msOfDay: number;
  /** The wall clock read as a UTC instant: local lengths ("60 days on the bike's clock") subtract these. */
  wallMs: number;
}

/**
 * An instant on a zone's clock: `instantToLocal(new Date('2026-07-01T08:00:00Z'), 'Europe/Paris')`
 * → 2026-07-01, 10:00, 'wed'. The time is cut to the minute; `msOfDay` keeps the seconds.
 */
export function instantToLocal(instant: Date, timeZone: string): LocalReading {
  const wall = wallMs(instant.getTime(), timeZone);
  const iso = new Date(wall).toISOString();
  const date = iso.slice(0, 10);
  return {
    date,
    time: iso.slice(11, 16),
    weekday: weekdayOf(date),
    msOfDay: ((wall % DAY_MS) + DAY_MS) % DAY_MS,
    wallMs: wall,
  };
}
