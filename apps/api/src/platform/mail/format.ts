import { pluralForm, type CountForms } from '@biclou/domain/counted-nouns';
import { formatBytes } from '@biclou/domain/format-bytes';
import {
  dateTimeFormat,
  formatCalendarDate,
  formatCalendarRange,
  formatMoney,
  formatNumber,
  INTL_LOCALE,
} from '@biclou/domain/formats';
import { formatDateTimeRange } from '@biclou/domain/date-time-range';
import { zoneLabel } from '@biclou/domain/time-zones';
import type { MailLocale } from './mailer';

/**
 * How every email (and every content page's figure) is written for its reader (decisions.md
 * "Sweep: email dates and amounts", "Trust sweep: words, plurals, formats and time zones"): the
 * same Intl locales and the same helpers as the site (`@biclou/domain/formats`), calendar dates at medium length ("11 janv. 2027",
 * "Jan 11, 2027"), instants in the bike's zone with that zone named, amounts with their cents
 * ("17,00 €", "€17.00"), sizes in the reader's units ("9 Mo") and counts with plural rules.
 * Templates never print an ISO date, a raw number of cents or "1 days": they get strings made here.
 */
interface MailFormat {
  /** A calendar date `YYYY-MM-DD` (a booking's start or end, a last day): `date('2027-01-11')` → "11 janv. 2027". */
  date(isoDate: string): string;
  /** Two calendar dates, written once where they share a month or a day: "Nov 30, 2026", "Nov 28 – 30, 2026". */
  dateRange(startIsoDate: string, endIsoDate: string): string;
  /** An instant on the clock of `timeZone`, named: `dateTime(at, 'Europe/Paris')` → "Dec 5, 2026, 00:00 (Paris time)". */
  dateTime(instant: Date | string, timeZone: string): string;
  /**
   * A booking's pickup and return on the bike's clock, the clock named: "Sat, Mar 14, 2026, 14:00
   * → 18:00 (Paris time)", "sam. 14 mars 2026, 14:00 → 18:00 (heure de Paris)"; two date-times
   * for a longer booking. `{ inParentheses: true }` names the clock after a comma, for a sentence
   * that already puts the range between parentheses: "Gazelle C380 (…, 14:00 → 18:00, heure de Paris)".
   */
  times(pickupAt: Date | string, returnAt: Date | string, timeZone: string, o?: { inParentheses?: boolean }): string;
  /** Integer cents in a currency: `money(1700, 'EUR')` → "17,00 €" in French, "€17.00" in English. */
  money(cents: number, currency: string): string;
  /** A size in bytes, in kB and up: `bytes(9 * 2 ** 20)` → "9 MB", "9 Mo". */
  bytes(bytes: number): string;
  /** A number and its noun: `count(1, { one: 'jour', other: 'jours' })` → "1 jour" (French 0 is singular too). */
  count(n: number, forms: CountForms): string;
}

function build(locale: MailLocale): MailFormat {
  const intl = INTL_LOCALE[locale];
  return {
    date: (isoDate) => formatCalendarDate(calendarDay(isoDate), locale),
    dateRange: (start, end) => formatCalendarRange(calendarDay(start), calendarDay(end), locale),
    dateTime: (instant, timeZone) =>
      `${dateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone }).format(new Date(instant))} (${zoneLabel(timeZone, locale)})`,
    times: (pickupAt, returnAt, timeZone, { inParentheses = false } = {}) =>
      formatDateTimeRange(pickupAt, returnAt, locale, {
        timeZone,
        zone: zoneLabel(timeZone, locale),
        zoneStyle: inParentheses ? 'comma' : 'parentheses',
      }),
    money: (cents, currency) => formatMoney(cents, currency, locale),
    bytes: (bytes) => formatBytes(bytes, locale),
    count: (n, forms) => `${formatNumber(n, locale)} ${forms[pluralForm(locale, n)]}`,
  };
}

/** A calendar date `YYYY-MM-DD`, checked: an email never prints a date it could not read. */
function calendarDay(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new RangeError(`not an ISO calendar date: ${isoDate}`);
  return isoDate;
}

const formats = new Map<MailLocale, MailFormat>();

/** The formatter for a reader's language: `mailFormat('fr').date('2027-01-18')` → "18 janv. 2027". */
export function mailFormat(locale: MailLocale): MailFormat {
  let f = formats.get(locale);
  if (!f) formats.set(locale, (f = build(locale)));
  return f;
}
