import {
  formatDistance as distanceIn,
  formatNumber as numberIn,
  formatPercent as percentIn,
  type FormatLocale,
} from '@biclou/domain/formats';
import type { Locale } from './i18n/locales';

/**
 * Plain figures, percentages and distances in the reader's digits, by the domain's rules (shared
 * with the emails and content pages). Prices are `lib/money`, sizes `lib/sizes`, dates `lib/dates`.
 * The `test` locale writes English.
 */
const written = (locale: Locale): FormatLocale => (locale === 'fr' ? 'fr' : 'en');

/** `formatNumber(1234.5, 'fr')` → "1 234,5"; at most three decimals unless told. */
export function formatNumber(value: number, locale: Locale, options?: { minFraction?: number; maxFraction?: number }) {
  return numberIn(value, written(locale), options);
}

/** A percentage given in percent: `formatPercent(15, 'fr')` → "15 %", `(12.5, 'en')` → "12.5%". */
export function formatPercent(percent: number, locale: Locale): string {
  return percentIn(percent, written(locale));
}

/** `formatDistance(2500, 'fr')` → "2,5 km", `(850, 'en')` → "850 m". */
export function formatDistance(meters: number, locale: Locale): string {
  return distanceIn(meters, written(locale));
}
