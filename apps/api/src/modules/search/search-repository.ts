import { sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from '@biclou/contracts/search';
import type { DbOrTx } from '@biclou/db/client';
import {
  rows,
  searchWhere,
  termChecksSql,
  type SearchFilters,
  type SearchTermChecks,
} from './search-filter-repository';
import { pricedInWindow, searchPageIdsSql } from './search-page-repository';

export interface SearchRow {
  id: string;
  brand: string | null;
  model: string | null;
  is_elec: boolean;
  range_min_km: number | null;
  range_max_km: number | null;
  price_per_day_cents: number;
  currency: string;
  city: string;
  country: string;
  approx_lat: number;
  approx_lng: number;
  discount_7_days: number;
  discount_30_days: number;
  price_per_hour_cents: number | null;
  price_per_half_day_cents: number | null;
  instant_booking: boolean;
  is_pro: boolean;
  category_slug: string;
  category_name_en: string;
  category_name_fr: string;
  sub_slug: string | null;
  sub_name_en: string | null;
  sub_name_fr: string | null;
  size_code: string;
  size_kind: 'frame' | 'wheel';
  size_label_en: string;
  size_label_fr: string;
  photo_id: string | null;
  photo_key: string | null;
  photo_width: number | null;
  photo_height: number | null;
  photo_is_cover: boolean | null;
  photo_count: number;
  /** The listing's published renters' reviews (as on the listing page): how many, and their ratings' sum. */
  review_count: number;
  review_sum: number;
}

interface SearchResults {
  checks: SearchTermChecks;
  /**
   * Matching listings, counted up to the cap (+1 tells that there are more): deep counts are slow and
   * no one pages that far. Null without a cap: not counted at all.
   */
  total: number | null;
  rows: SearchRow[];
}

/**
 * A search in one statement: whether its terms exist, the capped count and the page with what the
 * cards show (JSON, in the page's order) and what relevance weighs: photo count and the published
 * renters' reviews, totalled per row of the page only (`reviews_listing_idx`, after the ids are
 * chosen: never an aggregate over the area). When a term does not exist, the page and the count
 * are empty (the filter matches nothing) and the caller answers 422.
 */
export async function searchResults(
  db: DbOrTx,
  f: SearchFilters,
  sort: SearchSort,
  limit: number,
  offset: number,
  /** Count up to this many (null: no count). */
  cap: number | null,
): Promise<SearchResults> {
  if (pricedInWindow(f, sort)) {
    // PostgreSQL has no statistics for `<@ box` (it guesses ~0.02 % of the rows), so for a window
    // of 1,000 it prefers reading the whole area and sorting it (270 ms at p95 with a million
    // listings). In this transaction only, sorts and bitmap scans are priced out so it reads the
    // GiST index nearest first and stops at 1,000; JIT off, or the inflated cost would compile.
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT set_config('enable_sort', 'off', true), set_config('enable_bitmapscan', 'off', true), set_config('jit', 'off', true)`,
      );
      return resultsIn(tx, f, sort, limit, offset, cap);
    });
  }
  return resultsIn(db, f, sort, limit, offset, cap);
}

/** The search's one statement (searchResults), also run by the search benchmark's raw route. */
function searchResultsSql(f: SearchFilters, sort: SearchSort, limit: number, offset: number, cap: number | null): SQL {
  const total =
    cap === null
      ? sql`NULL::int`
      : sql`(SELECT count(*)::int FROM (SELECT 1 FROM listings l WHERE ${searchWhere(f)} LIMIT ${cap + 1}) t)`;
  return sql`
    WITH ordered AS (SELECT o.id, o.n FROM unnest(ARRAY(${searchPageIdsSql(f, sort, limit, offset)})) WITH ORDINALITY AS o(id, n))
    SELECT ${termChecksSql(f)},
      ${total} AS total,
      (SELECT coalesce(json_agg(to_json(p) ORDER BY p.n), '[]'::json) FROM (
        SELECT o.n, l.id, l.brand, l.model, l.is_elec, l.range_min_km, l.range_max_km, l.price_per_day_cents, l.currency, l.city, l.country, l.approx_lat, l.approx_lng,
          l.discount_7_days, l.discount_30_days, l.price_per_hour_cents, l.price_per_half_day_cents, l.instant_booking, u.is_pro,
          c.slug AS category_slug, c.name_en AS category_name_en, c.name_fr AS category_name_fr,
          sc.slug AS sub_slug, sc.name_en AS sub_name_en, sc.name_fr AS sub_name_fr,
          s.code AS size_code, s.kind AS size_kind, s.label_en AS size_label_en, s.label_fr AS size_label_fr,
          ph.id AS photo_id, ph.key AS photo_key, ph.width AS photo_width, ph.height AS photo_height, ph.is_cover AS photo_is_cover,
          (SELECT count(*)::int FROM listing_photos x WHERE x.listing_id = l.id) AS photo_count,
          rv.review_count, rv.review_sum
        FROM ordered o
        JOIN listings l ON l.id = o.id
        JOIN users u ON u.id = l.owner_id
        JOIN categories c ON c.id = l.category_id
        LEFT JOIN sub_categories sc ON sc.id = l.sub_category_id
        JOIN sizes s ON s.code = l.size_code
        LEFT JOIN LATERAL (
          SELECT p.id, p.key, p.width, p.height, p.is_cover FROM listing_photos p WHERE p.listing_id = l.id ORDER BY p.is_cover DESC, p.position LIMIT 1
        ) ph ON true
        LEFT JOIN LATERAL (
          SELECT count(*)::int AS review_count, coalesce(sum(r.rating), 0)::int AS review_sum
          FROM reviews r WHERE r.listing_id = l.id AND r.published_at IS NOT NULL AND r.hidden_at IS NULL AND r.side = 'renter'
        ) rv ON true
      ) p) AS rows`;
}

async function resultsIn(
  db: DbOrTx,
  f: SearchFilters,
  sort: SearchSort,
  limit: number,
  offset: number,
  cap: number | null,
): Promise<SearchResults> {
  const [r] = await rows<SearchTermChecks & { total: number | null; rows: SearchRow[] | string }>(
    db,
    searchResultsSql(f, sort, limit, offset, cap),
  );
  const { category_ok, subcategory_ok, size_ok, total, rows: page } = r!;
  return {
    checks: { category_ok, subcategory_ok, size_ok },
    total: total === null ? null : Number(total),
    // A JSON value arrives parsed from `pg` and PGlite alike; a string only if a driver left it so.
    rows: typeof page === 'string' ? (JSON.parse(page) as SearchRow[]) : page,
  };
}
