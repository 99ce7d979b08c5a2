import { sql, type SQL } from 'drizzle-orm';
import type { PlaceBounds, PlaceDetail, PlaceKind, PlaceSummary } from '@biclou/contracts/places';
import type { DbOrTx } from '@biclou/db/client';
import { listingCount, rows, summaryColumns, toSummary, type PlaceRow } from './place-summary-repository';

// One place by its slug, the cities near it, the popular places of a kind.

interface DetailRow extends PlaceRow {
  parent_slug: string | null;
  parent_kind: PlaceKind | null;
  south: number;
  west: number;
  north: number;
  east: number;
}

export async function findPlaceBySlug(db: DbOrTx, slug: string): Promise<(PlaceDetail & { id: number }) | null> {
  const [r] = await rows<DetailRow>(
    db,
    sql`
    SELECT ${summaryColumns}, pp.slug AS parent_slug, pp.kind AS parent_kind, p.south, p.west, p.north, p.east,
      ${listingCount(sql`p`)} AS listing_count
    FROM places p LEFT JOIN places pp ON pp.id = p.parent_id WHERE p.slug = ${slug}`,
  );
  if (!r) return null;
  const bounds: PlaceBounds = {
    south: Number(r.south),
    west: Number(r.west),
    north: Number(r.north),
    east: Number(r.east),
  };
  return {
    id: r.id,
    ...toSummary(r),
    parent:
      r.parent_slug && r.parent_kind && r.parent_name
        ? { slug: r.parent_slug, name: r.parent_name, kind: r.parent_kind }
        : null,
    bounds,
  };
}

/**
 * Cities with live listings nearest the place (itself excluded), nearest first (GiST KNN on places);
 * rows for `toSummary` (a page that reads more in its one query embeds it: the place page).
 */
export function nearbyPlacesSql(placeId: number, limit: number): SQL {
  return sql`
    SELECT ${summaryColumns}, p.listing_count
    FROM places p LEFT JOIN places pp ON pp.id = p.parent_id
    WHERE p.kind = 'city' AND p.listing_count > 0 AND p.id <> ${placeId}
    ORDER BY p.point <-> (SELECT o.point FROM places o WHERE o.id = ${placeId}), p.id
    LIMIT ${limit}`;
}

export async function nearbyPlaces(db: DbOrTx, placeId: number, limit: number): Promise<PlaceSummary[]> {
  return (await rows<PlaceRow>(db, nearbyPlacesSql(placeId, limit))).map(toSummary);
}

/**
 * Places of a kind ranked by live listings (only those with some): cities by their own, areas by
 * their cities' — a department or canton is a city's parent, a French region its grandparent.
 */
export async function popularPlaces(
  db: DbOrTx,
  kind: 'city' | 'department' | 'region',
  limit: number,
): Promise<PlaceSummary[]> {
  const list = await rows<PlaceRow>(
    db,
    sql`
    SELECT ${summaryColumns}, p.listing_count
    FROM places p LEFT JOIN places pp ON pp.id = p.parent_id
    WHERE p.kind = ${kind} AND p.listing_count > 0
    ORDER BY p.listing_count DESC, p.population DESC, p.id
    LIMIT ${limit}`,
  );
  return list.map(toSummary);
}
