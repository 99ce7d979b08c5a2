import { sql, type SQL } from 'drizzle-orm';
import { PLACE_MEMBER_SCAN_LIMIT, reachBox, type PlaceScope } from './place-membership';

/** The place and every place under it (a region's departments and their cities). */
export function placeTreeSql(placeId: number): SQL {
  return sql`WITH RECURSIVE tree(id) AS (
    SELECT ${placeId}::integer
    UNION ALL SELECT p.id FROM places p JOIN tree ON p.parent_id = tree.id
  ) SELECT id FROM tree`;
}

/**
 * The SQL condition "listing `l` is in the place" for a query over `listings l`. A small place
 * (the usual case) is its linked ids; a big one adds a box so the nearest-first scan ends.
 */
export function inPlaceSql(place: PlaceScope): SQL {
  const linked = sql`SELECT lp.listing_id FROM listing_places lp WHERE lp.city_id IN (${placeTreeSql(place.id)})`;
  if (place.listingCount <= PLACE_MEMBER_SCAN_LIMIT) return sql`l.id = ANY(ARRAY(${linked}))`;
  const b = reachBox(place.bounds);
  return sql`l.location <@ box(point(${b.west}, ${b.south}), point(${b.east}, ${b.north}))
    AND EXISTS (SELECT 1 FROM listing_places lp WHERE lp.listing_id = l.id AND lp.city_id IN (${placeTreeSql(place.id)}))`;
}
