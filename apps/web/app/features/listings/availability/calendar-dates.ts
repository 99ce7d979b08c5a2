import type { Locale } from '../../../lib/i18n/locales';
import { formatDate } from '../../../lib/dates';

/**
 * The formats the listing page's availability calendar shows, written out in both languages: what
 * `Intl.DateTimeFormat` gives for them in UTC (calendar-dates.test.ts checks every day of a century against
 * it). The browser's first Intl formatter loads the ICU data, 15–40 ms of main thread on a desktop
 * and 4x that on a phone, inside the calendar's hydration (benchmarks "Hydration long task —
 * 2026-11-28"). Any other format goes through Intl.
 */
const NAMES = {
  en: {
    months: 'January February March April May June July August September October November December'.split(' '),
    weekdays: 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' '),
  },
  fr: {
    months: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' '),
    weekdays: 'dimanche lundi mardi mercredi jeudi vendredi samedi'.split(' '),
  },
};
const WRITTEN: Record<string, (d: Date, names: (typeof NAMES)['en'], fr: boolean) => string> = {
  'dateStyle:long': (d, names, fr) =>
    fr
      ? `${d.getUTCDate()} ${names.months[d.getUTCMonth()]} ${d.getUTCFullYear()}`
      : `${names.months[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`,
  'month:long,year:numeric': (d, names) => `${names.months[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
  'weekday:long': (d, names) => names.weekdays[d.getUTCDay()]!,
  'weekday:narrow': (d, names) => names.weekdays[d.getUTCDay()]!.charAt(0).toUpperCase(),
};

/** `formatDate` for the calendar: its four formats without Intl, any other through `formatDate`. */
export function formatCalendarDate(
  value: string | number | Date,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const d = value instanceof Date ? value : new Date(value);
  const written =
    WRITTEN[
      Object.entries(options)
        .map(([k, v]) => `${k}:${String(v)}`)
        .join(',')
    ];
  const year = d.getUTCFullYear();
  if (written && year >= 1000 && year <= 9999) {
    const fr = locale === 'fr';
    return written(d, fr ? NAMES.fr : NAMES.en, fr);
  }
  return formatDate(value, locale, options);
}
