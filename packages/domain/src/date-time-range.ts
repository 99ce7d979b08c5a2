/**
 * A booking's pickup and return on one clock (decisions "Booking times: how times are written"),
 * and a time of day as the time pickers offer it, through the kept Intl formatters of `formats.ts`. A module of its own, not a part of `formats.ts`:
 * every public page loads that one with the site's shell, and only the pages that show a booking
 * need this.
 */
import { dateTimeFormat, INTL_LOCALE, type FormatLocale } from './formats';

/**
 * A time of day on a 24-hour clock in every language ("14:00"), as the marketplace's countries
 * write it and as every other time on Biclou reads (deadlines, history, hours): one clock per page.
 */
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

interface DateTimeRangeOptions {
  /** The clock (IANA zone) both instants are written on: a booking's is its bike's. */
  timeZone: string;
  /**
   * The clock's name in plain words, for a reader who may be elsewhere ("Paris time"): written
   * after the range in parentheses, or after a comma (`zoneStyle: 'comma'`) where the range itself
   * stands in parentheses ("(Sat, Mar 14, 2026, 14:00 → 18:00, Paris time)").
   */
  zone?: string;
  zoneStyle?: 'parentheses' | 'comma';
  /** The short weekday before each date ("Sat", "sam."); on by default. */
  weekday?: boolean;
  /** The year; on by default, written once, on the return, when both ends share it. */
  year?: boolean;
}

/** An instant's time of day on a clock ("14:00"). */
function timeOn(d: Date, locale: FormatLocale, timeZone: string): string {
  return dateTimeFormat(INTL_LOCALE[locale], { timeZone, ...CLOCK }).format(d);
}

/**
 * A wall-clock time "HH:MM" as the language writes it, the way `formatDateTimeRange` writes a
 * booking's times: `formatTimeOfDay('14:00', 'en')` → "14:00" (in French too). No zone is
 * read: the time is already on the clock it names (a listing's, in the time pickers). Anything
 * else is returned as it is.
 */
export function formatTimeOfDay(time: string, locale: FormatLocale): string {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return m ? timeOn(new Date(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2]))), locale, 'UTC') : time;
}

/** The zone of the machine running this code: in a browser, its reader's clock ("Europe/Paris"). */
export function readerTimeZone(): string {
  return dateTimeFormat('en-US').resolvedOptions().timeZone;
}

/** An instant's calendar day on a clock, as `YYYY-MM-DD` (en-CA writes it so). */
function dayOn(d: Date, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/**
 * A pickup and a return on one clock (decisions "Booking times: how times are written"): a
 * one-day range is one date with two times, "Sat, Mar 14, 2026, 14:00 → 18:00", "sam. 14 mars
 * 2026, 14:00 → 18:00"; a longer one two date-times, "Sat, Mar 14, 22:00 → Sun, Mar 15, 2026,
 * 02:00". The days are the clock's days, so a range across midnight there is two dates wherever
 * the reader is. A no-break space keeps the arrow off the start of a line. An end not after the
 * start gives the start alone; '' for a start that is not an instant.
 */
export function formatDateTimeRange(
  start: string | number | Date,
  end: string | number | Date,
  locale: FormatLocale,
  { timeZone, zone, zoneStyle = 'parentheses', weekday = true, year = true }: DateTimeRangeOptions,
): string {
  const from = new Date(start);
  const to = new Date(end);
  if (Number.isNaN(from.getTime())) return '';
  const intl = INTL_LOCALE[locale];
  const time = (d: Date) => timeOn(d, locale, timeZone);
  const date = (d: Date, withYear: boolean) =>
    dateTimeFormat(intl, {
      timeZone,
      ...(weekday ? { weekday: 'short' } : {}),
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
    }).format(d);
  let text: string;
  if (Number.isNaN(to.getTime()) || to.getTime() <= from.getTime()) text = `${date(from, year)}, ${time(from)}`;
  else if (dayOn(from, timeZone) === dayOn(to, timeZone))
    text = `${date(from, year)}, ${time(from)}\u00a0→ ${time(to)}`;
  else {
    const sameYear = dayOn(from, timeZone).slice(0, 4) === dayOn(to, timeZone).slice(0, 4);
    text = `${date(from, year && !sameYear)}, ${time(from)}\u00a0→ ${date(to, year)}, ${time(to)}`;
  }
  if (!zone) return text;
  return zoneStyle === 'comma' ? `${text}, ${zone}` : `${text} (${zone})`;
}
