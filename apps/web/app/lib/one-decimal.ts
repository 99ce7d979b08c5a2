import type { Locale } from './i18n/locales';
import { numberFormat } from './intl-cache';

/**
 * `formatOneDecimal(4.35, 'fr')` → "4,4": a number from 0 to 999 with one decimal, as
 * `Intl.NumberFormat` writes it (en-GB / fr-FR, rounding half away from zero on the number's
 * shortest decimal form; one-decimal.test.ts checks it against Intl). Written out because the
 * browser's first Intl formatter loads the ICU data, 15–40 ms of main thread inside hydration
 * (benchmarks "Hydration long task — 2026-11-28"). Anything else goes through Intl.
 */
export function formatOneDecimal(value: number, locale: Locale): string {
  const viaIntl = () =>
    numberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(value);
  const match = /^(\d{1,3})(?:\.(\d+))?$/.exec(String(value));
  if (!match) return viaIntl();
  const [, units = '0', fraction = ''] = match;
  let tenths = Number(units) * 10 + Number(fraction.charAt(0) || '0');
  if (fraction.length > 1 && fraction.charAt(1) >= '5') tenths += 1;
  const whole = Math.floor(tenths / 10);
  if (whole >= 1000) return viaIntl();
  return `${whole}${locale === 'fr' ? ',' : '.'}${tenths % 10}`;
}
