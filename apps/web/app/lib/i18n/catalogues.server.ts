import en from '../../../public/app/lang/en.json';
import fr from '../../../public/app/lang/fr.json';
import { keysCatalogue, type Catalogue } from './keys-catalogue';
import type { Locale } from './locales';

/** The same catalogues the browser fetches, bundled for server rendering. */
const CATALOGUES: Record<Locale, Catalogue> = { en, fr, test: keysCatalogue(en) };

export function serverCatalogue(locale: Locale): Catalogue {
  return CATALOGUES[locale];
}
