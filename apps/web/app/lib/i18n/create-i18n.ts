import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue } from './keys-catalogue';
import type { Locale } from './locales';

/** Where the browser fetches catalogues (spec §1); the version busts the one-hour cache on deploy. */
export function catalogueUrl(locale: Locale): string {
  return `/app/lang/${locale}.json?v=${__CATALOGUE_VERSION__}`;
}

/** One i18next instance, initialised synchronously with the catalogue it needs. */
export function createI18n(locale: Locale, catalogue: Catalogue): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: catalogue } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}
