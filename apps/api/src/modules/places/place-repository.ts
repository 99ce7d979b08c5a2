import { sql, type SQL } from 'drizzle-orm';
import type { PlaceBounds, PlaceDetail, PlaceKind, PlaceSummary } from '@biclou/contracts/places';
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

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Live listings of a place: `places.listing_count`, kept by the listings trigger. */
const listingCount = (p: SQL) => sql`${p}.listing_count`;

const summaryColumns = sql`p.id, p.slug, p.name, p.kind, p.country, pp.name AS parent_name, p.lat, p.lng, p.population`;

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

/**
 * Autocomplete over every name of a place (accent-free key, `biclou_search_key`): exact names
 * first (cities before areas: "zurich" is the city, then the canton), then names starting with
 * the query, then trigram-similar names (typos); inside a group by similarity, then by weight —
 * the population, areas counting a quarter of theirs so a big city comes before a department
 * that merely starts the same way — then cities before areas.
 * Queries under 3 characters use the prefix index only (trigrams need 3). When names starting
 * with the query already fill the list, the trigram search is skipped (its results would rank
 * after them): a short prefix like "par" is similar to thousands of names. The typo search is a
 * materialised step of its own, planned alone: inside the whole query the planner sometimes chose
 * to read every name (~40 ms) rather than the trigram index (~3 ms). The similarity is only
 * computed for typo matches (it orders them alone): "saint" starts ~3,900 names.
 */
export async function autocompletePlaces(db: DbOrTx, q: string, limit: number): Promise<PlaceSummary[]> {
  if (!/[\p{L}\p{N}]/u.test(q)) return [];
  return (await rows<PlaceRow>(db, autocompleteSql(q, limit))).map(toSummary);
}

/** The autocomplete query (also run by the search benchmark). */
export function autocompleteSql(q: string, limit: number): SQL {
  const fuzzy = q.trim().length >= 3;
  return sql`
    WITH k AS (SELECT biclou_search_key(${q}) AS key),
    prefix AS (SELECT n.place_id, n.name_key FROM place_names n WHERE n.name_key LIKE biclou_search_key(${q}) || '%'),
    ${
      fuzzy
        ? sql`fuzzy AS MATERIALIZED (
      SELECT n.place_id, n.name_key FROM place_names n
      WHERE n.name_key % biclou_search_key(${q})
        AND (SELECT count(*) FROM (SELECT DISTINCT place_id FROM prefix LIMIT ${limit}) enough) < ${limit}
    ),`
        : sql``
    }
    hits AS (SELECT place_id, name_key FROM prefix ${fuzzy ? sql`UNION ALL SELECT place_id, name_key FROM fuzzy` : sql``}),
    scored AS (
      SELECT h.place_id,
        min(CASE WHEN h.name_key = k.key THEN 0 WHEN h.name_key LIKE k.key || '%' THEN 1 ELSE 2 END) AS grp,
        max(CASE WHEN h.name_key LIKE k.key || '%' THEN 1 ELSE similarity(h.name_key, k.key) END) AS sim
      FROM hits h, k GROUP BY h.place_id
    ),
    top AS (
      SELECT s.place_id, s.grp, s.sim FROM scored s JOIN places p ON p.id = s.place_id
      ORDER BY s.grp, CASE WHEN s.grp = 0 AND p.kind <> 'city' THEN 1 ELSE 0 END, CASE WHEN s.grp = 2 THEN s.sim ELSE 0 END DESC,
        CASE WHEN p.kind = 'city' THEN p.population ELSE p.population / 4 END DESC, (p.kind = 'city') DESC, p.id
      LIMIT ${limit}
    )
    SELECT ${summaryColumns}, ${listingCount(sql`p`)} AS listing_count, t.grp, t.sim
    FROM top t JOIN places p ON p.id = t.place_id LEFT JOIN places pp ON pp.id = p.parent_id
    ORDER BY t.grp, CASE WHEN t.grp = 0 AND p.kind <> 'city' THEN 1 ELSE 0 END, CASE WHEN t.grp = 2 THEN t.sim ELSE 0 END DESC,
      CASE WHEN p.kind = 'city' THEN p.population ELSE p.population / 4 END DESC, (p.kind = 'city') DESC, p.id`;
}

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
