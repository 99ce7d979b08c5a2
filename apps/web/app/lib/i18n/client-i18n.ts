import type { I18n } from './tiny-i18n';
import { catalogueUrl, createI18n } from './create-i18n';
import type { Catalogue } from './keys-catalogue';
import type { Locale } from './locales';

let instance: I18n | null = null;

async function fetchCatalogue(locale: Locale): Promise<Catalogue> {
  const res = await fetch(catalogueUrl(locale), { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`Could not load the ${locale} language file (${res.status})`);
  return (await res.json()) as Catalogue;
}

/** Browser only: loads the page's catalogue before hydration. */
export async function initClientI18n(locale: Locale): Promise<I18n> {
  instance = createI18n(locale, await fetchCatalogue(locale));
  return instance;
}

/** Browser only: makes sure a locale is loaded before a page in that locale renders. */
export async function ensureClientLocale(locale: Locale): Promise<void> {
  if (!instance || instance.hasResourceBundle(locale, 'translation')) return;
  instance.addResourceBundle(locale, 'translation', await fetchCatalogue(locale));
}
