import { zoneLabel } from '@biclou/domain/time-zones';
import { intlLocale, type Locale } from './i18n/locales';
import { dateTimeFormat, relativeTimeFormat } from './intl-cache';

/**
 * Calendar dates (`YYYY-MM-DD`, read as UTC midnight) are written in UTC, so the day never shifts
 * and server and browser render the same text (spec §9). Instants with a time of day are written on
 * an explicit clock (`timeZone`: the bike's, `timeZoneOfCountry`), never the machine's: the server
 * renders in UTC and the page must hydrate to the same text.
 */
export const DATE_TIME_ZONE = 'UTC';

type DateInput = string | number | Date;

function toDate(value: DateInput): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * The two formats public pages show (a long date, a month and year), written out in both
 * languages: what `Intl.DateTimeFormat` gives in UTC (dates.test.ts checks every day of three
 * centuries against it). The browser's first Intl formatter loads the ICU data, 15–40 ms of main
 * thread on a desktop and 4x that on a phone, inside hydration (benchmarks "Hydration long task —
 * 2026-11-28"). Any other format goes through Intl.
 */
const MONTHS = {
  en: 'January February March April May June July August September October November December'.split(' '),
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' '),
};

/**
 * `formatLongDay(2024, 2, 5, 'fr')` → "5 mars 2024": a calendar day (month from 0) as `formatDate`
 * writes it by default, from its numbers; null outside the years 1000–9999 (then ask `formatDate`).
 */
export function formatLongDay(year: number, monthIndex: number, day: number, locale: Locale): string | null {
  if (year < 1000 || year > 9999) return null;
  const month = (locale === 'fr' ? MONTHS.fr : MONTHS.en)[monthIndex];
  return locale === 'fr' ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
}

function writtenOut(d: Date, locale: Locale, options: Intl.DateTimeFormatOptions): string | null {
  const keys = Object.keys(options).join();
  const year = d.getUTCFullYear();
  if (year < 1000 || year > 9999) return null;
  if (keys === 'dateStyle' && options.dateStyle === 'long')
    return formatLongDay(year, d.getUTCMonth(), d.getUTCDate(), locale);
  const month = (locale === 'fr' ? MONTHS.fr : MONTHS.en)[d.getUTCMonth()];
  if (keys === 'month,year' && options.month === 'long' && options.year === 'numeric') return `${month} ${year}`;
  return null;
}

/** `formatDate('2024-03-05', 'fr')` → "5 mars 2024". */
export function formatDate(
  value: DateInput,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const d = toDate(value);
  if (!d) return '';
  return (
    writtenOut(d, locale, options) ??
    dateTimeFormat(intlLocale(locale), { timeZone: DATE_TIME_ZONE, ...options }).format(d)
  );
}

/** A time of day on a 24-hour clock in both languages: the marketplace's countries read "14:00". */
const CLOCK = { hourCycle: 'h23' } as const;

/**
 * `formatDateTime(at, 'en', 'Europe/Paris')` → "Dec 5, 2026, 00:00"; with `{ zone: true }`
 * "Dec 5, 2026, 00:00 (Paris time)", for readers who may be on another clock.
 */
export function formatDateTime(value: DateInput, locale: Locale, timeZone: string, { zone = false } = {}): string {
  const text = formatDate(value, locale, { dateStyle: 'medium', timeStyle: 'short', ...CLOCK, timeZone });
  return zone && text ? `${text} (${zoneLabel(timeZone, locale)})` : text;
}

/** `formatTime(at, 'en', 'Europe/Paris')` → "04:39"; `{ zone: true }` → "04:39 (Paris time)". */
export function formatTime(value: DateInput, locale: Locale, timeZone: string, { zone = false } = {}): string {
  const text = formatDate(value, locale, { hour: '2-digit', minute: '2-digit', ...CLOCK, timeZone });
  return zone && text ? `${text} (${zoneLabel(timeZone, locale)})` : text;
}

/**
 * Two dates as one range, what they share written once (Intl's `formatRange`):
 * `formatDateRange('2026-11-30', '2026-11-30', 'en')` → "Nov 30, 2026",
 * `('2026-11-28', '2026-11-30')` → "Nov 28 – 30, 2026"; with times and a zone, "Nov 30, 2026, 14:00 – 18:00".
 * Calendar dates by default; pass `timeZone` (and `timeStyle`) for instants.
 */
export function formatDateRange(
  start: DateInput,
  end: DateInput,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const from = toDate(start);
  const to = toDate(end);
  if (!from) return '';
  const withClock = options.timeStyle || options.hour ? { ...CLOCK, ...options } : options;
  if (!to || to.getTime() <= from.getTime()) return formatDate(from, locale, withClock);
  return dateTimeFormat(intlLocale(locale), { timeZone: DATE_TIME_ZONE, ...withClock }).formatRange(from, to);
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
