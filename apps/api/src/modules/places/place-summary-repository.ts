import { sql, type SQL } from 'drizzle-orm';
import type { PlaceKind, PlaceSummary } from '@biclou/contracts/places';
import type { DbOrTx } from '@biclou/db/client';

/**
 * Place SQL. A listing belongs to the city its owner named when it lies within ~15 km of its public
 * point, else to the nearest city (`listing_places`, kept by a trigger: `biclou_city_of`); an area counts the live listings of its cities and of its sub-areas' cities.
 */

export interface PlaceRow {
  id: number;
  slug: string;
  name: string;
  kind: PlaceKind;
  country: PlaceSummary['country'];
  parent_name: string | null;
  lat: number;
  lng: number;
  population: number;
  listing_count: number;
}

/** The rows of a raw query. */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Live listings of a place: `places.listing_count`, kept by the listings trigger. */
export const listingCount = (p: SQL) => sql`${p}.listing_count`;

/** The columns `toSummary` reads, from `places p` joined to its parent `pp`. */
export const summaryColumns = sql`p.id, p.slug, p.name, p.kind, p.country, pp.name AS parent_name, p.lat, p.lng, p.population`;

export const toSummary = (r: PlaceRow): PlaceSummary => ({
  slug: r.slug,
  name: r.name,
  kind: r.kind,
  country: r.country,
  parentName: r.parent_name,
  lat: Number(r.lat),
  lng: Number(r.lng),
  population: Number(r.population),
  listingCount: Number(r.listing_count),
});
