import { sql, type SQL } from 'drizzle-orm';
import type { PlaceSummary } from '@biclou/contracts/places';
import type { DbOrTx } from '@biclou/db/client';
import { listingCount, rows, summaryColumns, toSummary, type PlaceRow } from './place-summary-repository';

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
