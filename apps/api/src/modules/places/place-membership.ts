import type { PlaceBounds } from '@biclou/contracts/places';

/**
 * "The bikes in a place" — one definition for the place page (title, list), the popular lists, the
 * autocomplete and search by place: the live listings linked to the place's cities by
 * `listing_places` (the city its owner named within ~15 km, else the nearest: `biclou_city_of`),
 * the place itself for a city, every city under it for a department or region. `places.listing_count`
 * is their count, kept by the listings trigger. Decisions: "Sweep: bikes in a place". Its SQL
 * (`placeTreeSql`, `inPlaceSql`) is in place-membership-repository.ts.
 */

/**
 * How far (degrees) a listing's public point may lie from its city's point under the named-town
 * rule of `biclou_city_of` (migration 0014: ±0.2° of longitude, ±0.14° of latitude).
 */
const PLACE_REACH_DEG = { lat: 0.14, lng: 0.2 } as const;

/**
 * Up to this many listings, a place's listings are read through `listing_places_city_idx` and
 * ordered in memory; beyond, by the GiST index nearest first inside the place's box grown by
 * the reach, checking each row's link (a dense place fills a page after a few rows).
 */
export const PLACE_MEMBER_SCAN_LIMIT = 2000;

export interface PlaceScope {
  id: number;
  /** `places.listing_count`: how the listings are best read. */
  listingCount: number;
  bounds: PlaceBounds;
}

/** The place's box grown by the reach: a city's listings lie inside it, whichever rule linked them. */
export function reachBox(b: PlaceBounds): PlaceBounds {
  return {
    south: Math.max(-90, b.south - PLACE_REACH_DEG.lat),
    west: Math.max(-180, b.west - PLACE_REACH_DEG.lng),
    north: Math.min(90, b.north + PLACE_REACH_DEG.lat),
    east: Math.min(180, b.east + PLACE_REACH_DEG.lng),
  };
}

/** Whether `inPlaceSql` reads the place's linked ids (no index order to keep). */
export const readsLinkedIds = (place: PlaceScope | null): boolean =>
  place !== null && place.listingCount <= PLACE_MEMBER_SCAN_LIMIT;
