import { formatBytes as bytesIn } from '@biclou/domain/format-bytes';
import { intlLocale, type Locale } from './i18n/locales';

/**
 * A size in bytes in the reader's units, from the kilobyte up (binary multiples, as the upload
 * limits are counted): `formatBytes(9 * 1024 ** 2, 'fr')` → "9 Mo", "9 MB" in English. The rule is
 * the domain's, shared with the emails and content pages.
 */
export function formatBytes(bytes: number, locale: Locale): string {
  return bytesIn(bytes, intlLocale(locale));
}
