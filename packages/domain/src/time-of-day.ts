/**
 * Times of day on a listing's clock as each language writes them, for the pages that choose
 * booking times (decisions "Booking times: choosing times"). Through the kept formatters of
 * `formats.ts`, in a module of its own: `formats.ts` is in every page's first script (the shell),
 * and these are needed only once a renter picks times.
 */
import { dateTimeFormat, INTL_LOCALE, type FormatLocale } from './formats';

/**
 * How each language reads a time of day: French on a 24-hour clock ("14:00"), English by its
 * locale's own convention ("2:00 PM").
 */
const TIME_OF_DAY: Record<FormatLocale, Intl.DateTimeFormatOptions> = {
  en: { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' },
  fr: { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

/**
 * A wall-clock time "HH:MM" as the reader writes it: `formatTimeOfDay('14:00', 'en')` → "2:00 PM"
 * (a narrow no-break space before AM and PM), "14:00" in French. No zone is read: the time is
 * already on the clock it names (a listing's). Anything else is returned as it is.
 */
export function formatTimeOfDay(time: string, locale: FormatLocale): string {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!m) return time;
  const text = dateTimeFormat(INTL_LOCALE[locale], TIME_OF_DAY[locale]).format(Date.UTC(2000, 0, 1, +m[1]!, +m[2]!));
  // ICU versions differ on the space before AM and PM (a plain or a narrow no-break one): the
  // server and the browser write the narrow one, so "2:00 PM" reads the same and never wraps.
  return text.replace(/\s(?=[AP]M$)/u, '\u202f');
}

/** The zone of the machine running this code: in a browser, its reader's clock ("Europe/Paris"). */
export function readerTimeZone(): string {
  return dateTimeFormat('en-US').resolvedOptions().timeZone;
}
