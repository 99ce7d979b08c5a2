import { INTL_LOCALE, numberFormat } from './formats';

// A module of its own: only the upload pages write sizes, and formats.ts is in every page's first
// download, where the public pages have little room under 130 kB.

const SIZE_UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A size in bytes in the reader's units, from the kilobyte up (binary multiples, as the upload
 * limits are counted): `formatBytes(9 * 1024 ** 2, 'fr')` → "9 Mo", "9 MB" in English. `intlLocale`
 * is a language or an Intl locale ("fr", "fr-FR").
 */
export function formatBytes(bytes: number, locale: string): string {
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return numberFormat(locale === 'en' || locale === 'fr' ? INTL_LOCALE[locale] : locale, {
    style: 'unit',
    unit: SIZE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
