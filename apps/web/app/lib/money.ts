import { intlLocale, type Locale } from './i18n/locales';
import { numberFormat } from './intl-cache';

/**
 * Money is integer cents plus a currency (decisions "Money"); these helpers only format and
 * read what people type. No float ever carries an amount: "15,50" is read digit by digit.
 */

/**
 * How the two languages write the two currencies the marketplace uses: what `Intl.NumberFormat`
 * gives for them (en-US and fr-FR; money.test.ts checks every case against it). Written out
 * because the browser's first `Intl.NumberFormat` loads the ICU data: 15–40 ms of main thread on a
 * desktop, 4x that on a phone, inside the hydration of the first listing card (benchmarks
 * "Hydration long task — 2026-11-28"). Other currencies or languages go through Intl.
 */
/** By the language of `intlLocale` (the test locale writes English). */
type Written = 'en' | 'fr';
const SYMBOLS: Record<string, Record<Written, string>> = {
  EUR: { en: '€', fr: '\u00a0€' },
  CHF: { en: 'CHF\u00a0', fr: '\u00a0CHF' },
};
const SEPARATORS: Record<Written, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  fr: { group: '\u202f', decimal: ',' },
};

function groupDigits(units: number, group: string): string {
  const digits = String(units);
  let out = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += group;
    out += digits[i];
  }
  return out;
}

/**
 * `formatMoney(1550, 'EUR', 'fr')` → "15,50 €", `formatMoney(1000, 'EUR', 'en')` → "€10.00": always
 * with the cents, like the emails, so "€10.00" and "€12.50" read alike wherever they meet.
 */
export function formatMoney(cents: number, currency: string, locale: Locale): string {
  const written: Written = locale === 'fr' ? 'fr' : 'en';
  const symbol = SYMBOLS[currency]?.[written];
  if (symbol !== undefined && Number.isSafeInteger(cents)) {
    const separators = SEPARATORS[written];
    const abs = Math.abs(cents);
    const units = groupDigits(Math.trunc(abs / 100), separators.group);
    const number = `${units}${separators.decimal}${String(abs % 100).padStart(2, '0')}`;
    const sign = cents < 0 ? '-' : '';
    return written === 'en' ? `${sign}${symbol}${number}` : `${sign}${number}${symbol}`;
  }
  return numberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

const AMOUNT = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;

/** `parseAmount('15,5')` → 1550; `parseAmount('')` → null; `parseAmount('abc')` → NaN. */
export function parseAmount(text: string): number | null {
  const value = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (!value) return null;
  const match = AMOUNT.exec(value);
  if (!match) return Number.NaN;
  const [, units = '0', fraction = ''] = match;
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}

/** What an amount input shows for stored cents: 1550 → "15,50" in French, "15.50" in English, 1500 → "15". */
export function amountInput(cents: number | null | undefined, locale: Locale): string {
  if (cents === null || cents === undefined) return '';
  const units = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  if (!rest) return String(units);
  return `${units}${locale === 'fr' ? ',' : '.'}${String(rest).padStart(2, '0')}`;
}

/**
 * `formatDecimal(4.35, 'fr', 1, 1)` → "4,4": a number from 0 to 999 with at most one decimal, as
 * `Intl.NumberFormat` writes it (en-GB / fr-FR, rounding half away from zero on the number's
 * shortest decimal form; money.test.ts checks it against Intl). Written out because the
 * browser's first Intl formatter loads the ICU data, 15–40 ms of main thread inside hydration
 * (benchmarks "Hydration long task — 2026-11-28"). Anything else goes through Intl. Kept here,
 * with the prices it is shown beside: a module of its own would be one more file on the search page.
 */
export function formatDecimal(value: number, locale: Locale, minFraction: 0 | 1, maxFraction: 0 | 1): string {
  const viaIntl = () =>
    numberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    }).format(value);
  const match = /^(\d{1,3})(?:\.(\d+))?$/.exec(String(value));
  if (!match || minFraction > maxFraction) return viaIntl();
  const [, units = '0', fraction = ''] = match;
  // The kept digits as one integer, rounded on the first dropped digit.
  const digits = `${units}${fraction.padEnd(maxFraction, '0').slice(0, maxFraction)}`;
  const kept = Number(digits) + (fraction.charAt(maxFraction) >= '5' ? 1 : 0);
  const whole = maxFraction ? Math.floor(kept / 10) : kept;
  if (whole >= 1000) return viaIntl();
  const tenth = maxFraction ? kept % 10 : 0;
  if (maxFraction === 0 || (minFraction === 0 && tenth === 0)) return String(whole);
  return `${whole}${locale === 'fr' ? ',' : '.'}${tenth}`;
}

/** A rating: "4.3" (one decimal always). */
export function formatOneDecimal(value: number, locale: Locale): string {
  return formatDecimal(value, locale, 1, 1);
}
