/**
 * One formatter per kind, for the web and the API alike (decisions "Formatting: one helper per
 * kind"): numbers, percentages, sizes, distances, money and calendar dates, each through `Intl`
 * with the formatters kept per locale and options. Outside the format helpers, lint refuses
 * `toFixed`, `toLocaleString` and `Intl.*`: a page or an email that writes a figure calls one of these
 * (or the web's `lib/dates`, `lib/money`, `lib/sizes`, the API's `mailFormat`, both built on them).
 */

/** The languages people read. */
export type FormatLocale = 'en' | 'fr';

/** The Intl locale each language is written with (the site's and the emails'). */
export const INTL_LOCALE: Record<FormatLocale, string> = { en: 'en-US', fr: 'fr-FR' };

/**
 * Building a formatter costs far more than using it (~30 µs against ~1 µs; a listing page formats
 * ~100 figures), so formatters are kept per kind, locale and options. The options the code uses are
 * a small fixed set; the cap only guards against a caller that builds them from data.
 */
const formatters = new Map<string, unknown>();
const MAX_FORMATTERS = 500;

function cached<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function relativeTimeFormat(locale: string, options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return cached('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

export function pluralRules(locale: string, options?: Intl.PluralRulesOptions): Intl.PluralRules {
  return cached('plural', locale, options, () => new Intl.PluralRules(locale, options));
}

export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return cached('names', locale, options, () => new Intl.DisplayNames(locale, options));
}

/** A figure in the reader's digits: `formatNumber(1234.5, 'fr')` → "1 234,5"; at most `maxFraction` decimals (3). */
export function formatNumber(value: number, locale: FormatLocale, { minFraction = 0, maxFraction = 3 } = {}): string {
  return numberFormat(INTL_LOCALE[locale], {
    minimumFractionDigits: minFraction,
    maximumFractionDigits: Math.max(minFraction, maxFraction),
  }).format(value);
}

/** A percentage given in percent: `formatPercent(15, 'fr')` → "15 %", `(12.5, 'en')` → "12.5%"; at most two decimals. */
export function formatPercent(percent: number, locale: FormatLocale): string {
  return numberFormat(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/**
 * A number as a machine reads it (a URL parameter, a CSV cell, a log line): no grouping, a point,
 * exactly `digits` decimals. `plainDecimal(45.764043, 5)` → "45.76404", `plainDecimal(12.5, 2)` → "12.50".
 */
export function plainDecimal(value: number, digits: number): string {
  return numberFormat('en-US', {
    useGrouping: false,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/**
 * A distance in meters: under a kilometre in whole metres ("850 m"), then in kilometres with one
 * decimal under 10 ("2.5 km", "2,5 km") and none above ("25 km").
 */
export function formatDistance(meters: number, locale: FormatLocale): string {
  const km = meters >= 1000;
  return numberFormat(INTL_LOCALE[locale], {
    style: 'unit',
    unit: km ? 'kilometer' : 'meter',
    unitDisplay: 'short',
    maximumFractionDigits: km && meters < 10_000 ? 1 : 0,
  }).format(km ? meters / 1000 : meters);
}

/** Whole kilometres, as an odometer or a ride reads them: "1,234 km", "1 234 km". */
export function formatKilometres(km: number, locale: FormatLocale): string {
  return numberFormat(INTL_LOCALE[locale], {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: 0,
  }).format(km);
}

/**
 * Integer cents in a currency, with the cents: `formatMoney(1700, 'EUR', 'fr')` → "17,00 €",
 * "€17.00" in English. `{ trimZeroCents: true }` drops ",00" where a page quotes a round figure
 * ("from 15 €", "up to €300 a month"). (The web writes EUR and CHF out by hand for the first
 * paint, `lib/money`, and checks it against this.)
 */
export function formatMoney(
  cents: number,
  currency: string,
  locale: FormatLocale | string,
  { trimZeroCents = false } = {},
): string {
  const whole = trimZeroCents && cents % 100 === 0;
  return numberFormat(intlOf(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** `YYYY-MM-DD` (or an instant) read as UTC midnight, so the day never shifts with the reader's clock. */
function calendarDay(value: string | number | Date): Date | null {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * A calendar date at medium length by default: `formatCalendarDate('2026-11-29', 'en')` →
 * "Nov 29, 2026", "29 nov. 2026" in French. Written in UTC; '' for a date that is not one.
 */
export function formatCalendarDate(
  value: string | number | Date,
  locale: FormatLocale | string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const d = calendarDay(value);
  return d ? dateTimeFormat(intlOf(locale), { timeZone: 'UTC', ...options }).format(d) : '';
}

/**
 * Two calendar dates as one range, what they share written once (Intl's `formatRange`):
 * "Nov 30, 2026" for a same-day range, "Nov 28 – 30, 2026", "28–30 nov. 2026". An end before the
 * start, or none, gives the start alone.
 */
export function formatCalendarRange(
  start: string | number | Date,
  end: string | number | Date,
  locale: FormatLocale | string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const from = calendarDay(start);
  const to = calendarDay(end);
  if (!from) return '';
  const format = dateTimeFormat(intlOf(locale), { timeZone: 'UTC', ...options });
  if (!to || to.getTime() <= from.getTime()) return format.format(from);
  return format.formatRange(from, to);
}

function intlOf(locale: string): string {
  return locale === 'en' || locale === 'fr' ? INTL_LOCALE[locale] : locale;
}
