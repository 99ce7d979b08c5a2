import { intlLocale, type Locale } from './i18n/locales';
import { dateTimeFormat, relativeTimeFormat } from './intl-cache';

/** Dates default to UTC (spec §9) so server and browser render the same text. */
export const DATE_TIME_ZONE = 'UTC';

type DateInput = string | number | Date;

function toDate(value: DateInput): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * The formats the listing page's availability calendar shows, written out in both languages: what
 * `Intl.DateTimeFormat` gives for them in UTC (dates.test.ts checks every day of a century against
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

/** `formatDate('2024-03-05', 'fr')` → "5 mars 2024". */
export function formatDate(
  value: DateInput,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const d = toDate(value);
  if (!d) return '';
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
  return dateTimeFormat(intlLocale(locale), { timeZone: DATE_TIME_ZONE, ...options }).format(d);
}

export function formatDateTime(value: DateInput, locale: Locale): string {
  return formatDate(value, locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** "Member since March 2024". */
export function formatMonthYear(value: DateInput, locale: Locale): string {
  return formatDate(value, locale, { month: 'long', year: 'numeric' });
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** `formatRelative(tenMinutesAgo, 'en', now)` → "10 minutes ago". */
export function formatRelative(value: DateInput, locale: Locale, now: DateInput = Date.now()): string {
  const d = toDate(value);
  const n = toDate(now);
  if (!d || !n) return '';
  const seconds = Math.round((d.getTime() - n.getTime()) / 1000);
  const rtf = relativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  if (Math.abs(seconds) < 45) return rtf.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  }
  return rtf.format(seconds, 'second');
}
