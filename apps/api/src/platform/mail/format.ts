import { pluralForm, type CountForms } from '@biclou/domain/counted-nouns';
import { zoneLabel } from '@biclou/domain/time-zones';
import type { MailLocale } from './mailer';

/**
 * How every email (and every content page's figure) is written for its reader (decisions.md
 * "Sweep: email dates and amounts", "Trust sweep: words, plurals, formats and time zones"): the
 * same Intl locales as the site (fr-FR, en-US), calendar dates at medium length ("11 janv. 2027",
 * "Jan 11, 2027"), instants in the bike's zone with that zone named, amounts with their cents
 * ("17,00 €", "€17.00"), sizes in the reader's units ("9 Mo") and counts with plural rules.
 * Templates never print an ISO date, a raw number of cents or "1 days": they get strings made here.
 */
export interface MailFormat {
  /** A calendar date `YYYY-MM-DD` (a booking's start or end, a last day): `date('2027-01-11')` → "11 janv. 2027". */
  date(isoDate: string): string;
  /** Two calendar dates, written once where they share a month or a day: "Nov 30, 2026", "Nov 28 – 30, 2026". */
  dateRange(startIsoDate: string, endIsoDate: string): string;
  /** An instant on the clock of `timeZone`, named: `dateTime(at, 'Europe/Paris')` → "Dec 5, 2026, 00:00 (Paris time)". */
  dateTime(instant: Date | string, timeZone: string): string;
  /** Integer cents in a currency: `money(1700, 'EUR')` → "17,00 €" in French, "€17.00" in English. */
  money(cents: number, currency: string): string;
  /** A size in bytes, in kB and up: `bytes(9 * 2 ** 20)` → "9 MB", "9 Mo". */
  bytes(bytes: number): string;
  /** A number and its noun: `count(1, { one: 'jour', other: 'jours' })` → "1 jour" (French 0 is singular too). */
  count(n: number, forms: CountForms): string;
}

const INTL_LOCALE: Record<MailLocale, string> = { fr: 'fr-FR', en: 'en-US' };

const formats = new Map<MailLocale, MailFormat>();

function calendarDay(isoDate: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) throw new RangeError(`not an ISO calendar date: ${isoDate}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

const SIZE_UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

function build(locale: MailLocale): MailFormat {
  const intl = INTL_LOCALE[locale];
  // Calendar dates are read as UTC midnight and written in UTC, so the day never shifts.
  const dates = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateTimes = new Map<string, Intl.DateTimeFormat>();
  const money = new Map<string, Intl.NumberFormat>();
  const numbers = new Intl.NumberFormat(intl);
  const sizes = SIZE_UNITS.map(
    (unit) => new Intl.NumberFormat(intl, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }),
  );
  return {
    date: (isoDate) => dates.format(calendarDay(isoDate)),
    dateRange: (start, end) => dates.formatRange(calendarDay(start), calendarDay(end)),
    dateTime(instant, timeZone) {
      let f = dateTimes.get(timeZone);
      if (!f)
        dateTimes.set(
          timeZone,
          (f = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone })),
        );
      return `${f.format(new Date(instant))} (${zoneLabel(timeZone, locale)})`;
    },
    money(cents, currency) {
      let f = money.get(currency);
      if (!f)
        money.set(
          currency,
          (f = new Intl.NumberFormat(intl, {
            style: 'currency',
            currency,
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          })),
        );
      return f.format(cents / 100);
    },
    bytes(bytes) {
      let value = bytes / 1024;
      let unit = 0;
      while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
        value /= 1024;
        unit += 1;
      }
      return sizes[unit]!.format(value);
    },
    count: (n, forms) => `${numbers.format(n)} ${forms[pluralForm(locale, n)]}`,
  };
}

/** The formatter for a reader's language: `mailFormat('fr').date('2027-01-18')` → "18 janv. 2027". */
export function mailFormat(locale: MailLocale): MailFormat {
  let f = formats.get(locale);
  if (!f) formats.set(locale, (f = build(locale)));
  return f;
}
