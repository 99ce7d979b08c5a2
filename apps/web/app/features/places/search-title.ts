import type { PlaceSummary } from '@biclou/contracts/places';
import type { Catalogue } from '../../lib/i18n/keys-catalogue';

/**
 * The page name of a search in a place ("Bikes in Lyon"; "Vélos à Lyon"), from the catalogue's
 * `search-head` section; the page head adds " - Biclou". French says "à" before a city only, so
 * departments, regions, cantons, provinces and countries get a neutral form. Null when the search
 * has no place (a map area, or nothing): the route's own title stays.
 */
export function searchPlaceTitle(
  place: Pick<PlaceSummary, 'name' | 'kind'> | null | undefined,
  catalogue: Catalogue,
): string | null {
  if (!place) return null;
  const section = catalogue['search-head'];
  const template =
    section && typeof section === 'object' && !Array.isArray(section)
      ? section[place.kind === 'city' ? 'city' : 'area']
      : undefined;
  if (typeof template !== 'string') return null;
  return template.replace('{{place}}', place.name);
}
