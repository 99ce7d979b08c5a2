import type { Place } from '@biclou/contracts/catalog';
import { loadPlaces } from '@biclou/db/places';

export type CountryCode = Place['country'];

/** Offline place lookup for the address step; tests give a small in-memory one. */
export interface PlaceIndex {
  search(query: string, opts?: { country?: CountryCode; limit?: number }): Promise<Place[]>;
}

/** Lower case, accents and punctuation folded: "Genève" → "geneve", "Saint-Étienne" → "saint etienne". */
export function foldPlaceName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

interface Entry {
  place: Place;
  /** Folded name and alternative names. */
  keys: string[];
}

/**
 * An index over places, searched by accent-insensitive prefix of any of their names (or of a
 * word after the first, so "etienne" finds Saint-Étienne), biggest population first.
 */
export function createPlaceIndex(places: readonly (Place & { altNames?: readonly string[] })[]): PlaceIndex {
  const entries: Entry[] = places
    .map(({ altNames = [], ...place }) => ({
      place,
      keys: [...new Set([place.name, ...altNames].map(foldPlaceName).filter(Boolean))],
    }))
    .sort((a, b) => b.place.population - a.place.population);
  return {
    async search(query, { country, limit = 8 } = {}) {
      const q = foldPlaceName(query);
      if (!q) return [];
      const starts: Place[] = [];
      const words: Place[] = [];
      for (const e of entries) {
        if (country && e.place.country !== country) continue;
        if (e.keys.some((k) => k.startsWith(q))) starts.push(e.place);
        else if (words.length < limit && e.keys.some((k) => k.includes(` ${q}`))) words.push(e.place);
        if (starts.length >= limit) break;
      }
      return [...starts, ...words].slice(0, limit);
    },
  };
}

/** Cities of the four countries (packages/db/src/places.ts), indexed on first use. */
export function createAllTheCitiesIndex(): PlaceIndex {
  let loading: Promise<PlaceIndex> | undefined;
  return {
    async search(query, opts) {
      loading ??= loadPlaces().then(createPlaceIndex);
      return (await loading).search(query, opts);
    },
  };
}
