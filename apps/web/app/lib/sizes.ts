import { intlLocale, type Locale } from './i18n/locales';
import { numberFormat } from './intl-cache';

const UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A size in bytes in the reader's units, from the kilobyte up (binary multiples, as the upload
 * limits are counted): `formatBytes(9 * 1024 ** 2, 'fr')` → "9 Mo", "9 MB" in English.
 */
export function formatBytes(bytes: number, locale: Locale): string {
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return numberFormat(intlLocale(locale), {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
