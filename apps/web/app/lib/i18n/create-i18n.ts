import { createTinyI18n, type I18n } from './tiny-i18n';
import type { Catalogue } from './keys-catalogue';
import type { Locale } from './locales';

/** Where the browser fetches catalogues (spec §1); the version busts the one-hour cache on deploy. */
export function catalogueUrl(locale: Locale): string {
  return `/app/lang/${locale}.json?v=${__CATALOGUE_VERSION__}`;
}

/** One i18n instance, initialised synchronously with the catalogue it needs. */
export function createI18n(locale: Locale, catalogue: Catalogue): I18n {
  return createTinyI18n(locale, { [locale]: catalogue });
}
