import type { Locale } from '../../../lib/i18n/locales';
import { formatDate } from '../../../lib/dates';

/**
 * The calendar's weekdays written out in both languages, as `Intl.DateTimeFormat` gives them in
 * UTC (calendar-dates.test.ts checks them against it); its month titles and day labels are written
 * out by `formatDate`. The browser's first Intl formatter loads the ICU data, 15–40 ms of main
 * thread inside hydration (benchmarks "Hydration long task — 2026-11-28").
 */
const WEEKDAYS = {
  en: 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' '),
  fr: 'dimanche lundi mardi mercredi jeudi vendredi samedi'.split(' '),
};

/** `formatDate` for the calendar: weekdays (long and narrow) without Intl, the rest through `formatDate`. */
export function formatCalendarDate(
  value: string | number | Date,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const d = value instanceof Date ? value : new Date(value);
  const weekday = Object.keys(options).join() === 'weekday' ? options.weekday : undefined;
  if ((weekday === 'long' || weekday === 'narrow') && !Number.isNaN(d.getTime())) {
    const name = (locale === 'fr' ? WEEKDAYS.fr : WEEKDAYS.en)[d.getUTCDay()]!;
    return weekday === 'long' ? name : name.charAt(0).toUpperCase();
  }
  return formatDate(value, locale, options);
}
