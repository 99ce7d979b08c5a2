import type { Locale } from './locales';

/** Reference data carries both languages: `{ nameEn, nameFr }` → the visitor's one. */
export function localName(ref: { nameEn: string; nameFr: string }, locale: Locale): string {
  return locale === 'fr' ? ref.nameFr : ref.nameEn;
}

export function localLabel(ref: { labelEn: string; labelFr: string }, locale: Locale): string {
  return locale === 'fr' ? ref.labelFr : ref.labelEn;
}

/** A description in the visitor's language, falling back to the other one (decisions "Locales"). */
export function localDescription(
  listing: { descriptionFr: string | null; descriptionEn: string | null },
  locale: Locale,
): { text: string | null; lang: 'fr' | 'en' } {
  const own = locale === 'fr' ? 'fr' : 'en';
  const other = own === 'fr' ? 'en' : 'fr';
  const pick = (l: 'fr' | 'en') => (l === 'fr' ? listing.descriptionFr : listing.descriptionEn)?.trim() || null;
  const text = pick(own);
  return text ? { text, lang: own } : { text: pick(other), lang: other };
}
