import type { Locale } from './i18n/locales';
import { numberFormat } from './intl-cache';

/**
 * `formatDecimal(4.35, 'fr', 1, 1)` → "4,4": a number from 0 to 999 with at most one decimal, as
 * `Intl.NumberFormat` writes it (en-GB / fr-FR, rounding half away from zero on the number's
 * shortest decimal form; one-decimal.test.ts checks it against Intl). Written out because the
 * browser's first Intl formatter loads the ICU data, 15–40 ms of main thread inside hydration
 * (benchmarks "Hydration long task — 2026-11-28"). Anything else goes through Intl.
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
