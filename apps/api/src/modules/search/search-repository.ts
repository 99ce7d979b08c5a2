import { sql, type SQL } from 'drizzle-orm';
import type { PlaceBounds } from '@biclou/contracts/places';
import type { SearchSort } from '@biclou/contracts/search';
import type { DbOrTx } from '@biclou/db/client';
import { BLOCKING_STATUSES } from '@biclou/domain/booking-status';
import { inPlaceSql, type PlaceScope, readsLinkedIds } from '../places';

/**
 * The search SQL. Only live listings and only their public point (`location`, `approx_lat`,
 * `approx_lng`, moved 300–600 m): the exact point and address are never selected here.
 * - area: `location <@ box` (GiST, partial index on live listings)
 * - place: the place's own listings (`listing_places`, place-membership.ts), as its page counts them
 * - nearest first: `ORDER BY location <-> centre` (GiST KNN, stops after the page)
 * - dates: no owner-blocked period and no blocking booking may share a day with them; the stay
 *   must also meet the listing's minimum duration and notice.
 */
export interface SearchFilters {
  /** A map area (`bounds`): every live listing whose public point is inside. */
  box: PlaceBounds | null;
  /** A place (`place`, without `bounds`): its own listings, wherever their point lies. */
  place: PlaceScope | null;
  center: { lat: number; lng: number } | null;
  dates: { start: string; end: string; days: number; daysAhead: number } | null;
  /** A category's slug (its id is read in the query: `categories_slug` unique). */
  category: string | null;
  /** A sub-category's slug: every sub-category of that slug, inside the category when one is given. */
  subcategory: string | null;
  ebike: boolean | null;
  sizeCode: string | null;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  isPro: boolean | null;
  /** A listing left out (the one whose similar bikes these are). */
  excludeId?: string;
}

export interface SearchRow {
  id: string;
  brand: string | null;
  model: string | null;
  is_elec: boolean;
  price_per_day_cents: number;
  currency: string;
  city: string;
  country: string;
  approx_lat: number;
  approx_lng: number;
  discount_7_days: number;
  discount_30_days: number;
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

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const blocking = sql.join(
  BLOCKING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** The WHERE clause every search shares (page and count). */
export function searchWhere(f: SearchFilters): SQL {
  const parts: SQL[] = [
    sql`l.status = 'live'`,
    sql`l.location IS NOT NULL`,
    // A suspended or deleted owner's listings leave search (a deletion also deletes them; this keeps out
    // those of accounts deleted before it did); a per-row primary key probe, so the scan stays streaming.
    sql`NOT (SELECT EXISTS (SELECT 1 FROM users su WHERE su.id = l.owner_id AND (su.banned_at IS NOT NULL OR su.deleted_at IS NOT NULL)))`,
  ];
  if (f.excludeId) parts.push(sql`l.id <> ${f.excludeId}`);
  if (f.box)
    parts.push(sql`l.location <@ box(point(${f.box.west}, ${f.box.south}), point(${f.box.east}, ${f.box.north}))`);
  if (f.place) parts.push(inPlaceSql(f.place));
  // The slugs' ids are read once per query (InitPlans), then compared on each row like constants.
  if (f.category) parts.push(sql`l.category_id = (${categoryIdSql(f.category)})`);
  if (f.subcategory) parts.push(sql`l.sub_category_id = ANY(ARRAY(${subCategoryIdsSql(f.subcategory, f.category)}))`);
  if (f.ebike !== null) parts.push(sql`l.is_elec = ${f.ebike}`);
  if (f.sizeCode) parts.push(sql`l.size_code = ${f.sizeCode}`);
  if (f.minPriceCents !== null) parts.push(sql`l.price_per_day_cents >= ${f.minPriceCents}`);
  if (f.maxPriceCents !== null) parts.push(sql`l.price_per_day_cents <= ${f.maxPriceCents}`);
  if (f.isPro !== null)
    parts.push(sql`EXISTS (SELECT 1 FROM users u WHERE u.id = l.owner_id AND u.is_pro = ${f.isPro})`);
  if (f.dates) {
    const { start, end, days, daysAhead } = f.dates;
    parts.push(sql`l.min_booking_days <= ${days}`, sql`l.notice_days <= ${daysAhead}`);
    // `NOT (SELECT EXISTS …)` rather than `NOT EXISTS`: the planner would turn the latter into hash
    // anti-joins over every blocked period, which stops the nearest-first index scan from ending
    // after one page; as a per-row check (an index probe each) the scan stays streaming.
    parts.push(sql`NOT (SELECT EXISTS (SELECT 1 FROM listing_unavailable_periods up
      WHERE up.listing_id = l.id AND up.start_date <= ${end}::date AND up.end_date >= ${start}::date))`);
    parts.push(sql`NOT (SELECT EXISTS (SELECT 1 FROM bookings b
      WHERE b.listing_id = l.id AND b.status IN (${blocking}) AND b.start_date <= ${end}::date AND b.end_date >= ${start}::date))`);
  }
  return sql.join(parts, sql` AND `);
}

function orderBy(sort: SearchSort, center: SearchFilters['center']): SQL {
  const near = center ? sql`l.location <-> point(${center.lng}, ${center.lat})` : null;
  if (sort === 'price') return sql`l.price_per_day_cents, l.id`;
  // Relevance and distance share the page membership (nearest first); relevance reorders inside
  // the page (search-listings.ts). The distance alone, without a tie-break: a second key would
  // make PostgreSQL sort the whole area instead of reading the GiST index in order and stopping
  // after the page (two listings never share a public point: each is moved its own way).
  // Without a centre: newest first.
  if (near) return near;
  return sql`l.published_at DESC NULLS LAST, l.id`;
}

/**
 * Price with a centre, read nearest first through the GiST index (a map area, or a big place).
 * A place's linked ids (at most PLACE_MEMBER_SCAN_LIMIT) are simply sorted by price.
 */
const pricedInWindow = (f: SearchFilters, sort: SearchSort): boolean =>
  sort === 'price' && f.center !== null && !readsLinkedIds(f.place);

/** Price sorting ranks at most this many matches: the nearest ones when an area holds more. */
export const PRICE_SORT_WINDOW = 1000;

/**
 * One page of ids, in order: the part the indexes drive (kept narrow so the scan stays cheap).
 * Price with a centre: the cheapest of the PRICE_SORT_WINDOW nearest matches (all of them in any
 * area that holds fewer), read nearest first from the GiST index: sorting a dense area whole
 * costs 200 ms at a million listings, and pages stop at 1,000 results anyway.
 */
export function searchPageIdsSql(f: SearchFilters, sort: SearchSort, limit: number, offset: number): SQL {
  if (pricedInWindow(f, sort) && f.center) {
    const near = sql`l.location <-> point(${f.center.lng}, ${f.center.lat})`;
    return sql`SELECT w.id FROM (
      SELECT l.id, l.price_per_day_cents AS price, ${near} AS d FROM listings l WHERE ${searchWhere(f)} ORDER BY ${near} LIMIT ${PRICE_SORT_WINDOW}
    ) w ORDER BY w.price, w.d, w.id LIMIT ${limit} OFFSET ${offset}`;
  }
  return sql`SELECT l.id FROM listings l WHERE ${searchWhere(f)} ORDER BY ${orderBy(sort, f.center)} LIMIT ${limit} OFFSET ${offset}`;
}

/** The category of that slug (none when unknown). */
const categoryIdSql = (slug: string) => sql`SELECT c.id FROM categories c WHERE c.slug = ${slug}`;

/**
 * The sub-categories of that slug (slugs are unique per category): inside the category when one
 * is given and known, else of any category (an unknown category is its own error).
 */
const subCategoryIdsSql = (slug: string, category: string | null) =>
  sql`SELECT sc.id FROM sub_categories sc WHERE sc.slug = ${slug}${
    category ? sql` AND coalesce(sc.category_id = (${categoryIdSql(category)}), true)` : sql``
  }`;

/** The filter terms a search names by slug or code; each one given is checked to exist (false: a 422). */
export interface SearchTerms {
  category: string | null;
  subcategory: string | null;
  sizeCode: string | null;
}
export interface SearchTermChecks {
  category_ok: boolean;
  subcategory_ok: boolean;
  size_ok: boolean;
}

const termChecksSql = (t: SearchTerms) => sql`
  ${t.category ? sql`EXISTS (${categoryIdSql(t.category)})` : sql`true`} AS category_ok,
  ${t.subcategory ? sql`EXISTS (${subCategoryIdsSql(t.subcategory, t.category)})` : sql`true`} AS subcategory_ok,
  ${t.sizeCode ? sql`EXISTS (SELECT 1 FROM sizes s WHERE s.code = ${t.sizeCode})` : sql`true`} AS size_ok`;

/** Whether the terms exist, alone (for a search already refused on other grounds: every field's error at once). */
export async function checkSearchTerms(db: DbOrTx, t: SearchTerms): Promise<SearchTermChecks> {
  const [r] = await rows<SearchTermChecks>(db, sql`SELECT ${termChecksSql(t)}`);
  return r!;
}

export interface SearchResults {
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
export function searchResultsSql(
  f: SearchFilters,
  sort: SearchSort,
  limit: number,
  offset: number,
  cap: number | null,
): SQL {
  const total =
    cap === null
      ? sql`NULL::int`
      : sql`(SELECT count(*)::int FROM (SELECT 1 FROM listings l WHERE ${searchWhere(f)} LIMIT ${cap + 1}) t)`;
  return sql`
    WITH ordered AS (SELECT o.id, o.n FROM unnest(ARRAY(${searchPageIdsSql(f, sort, limit, offset)})) WITH ORDINALITY AS o(id, n))
    SELECT ${termChecksSql(f)},
      ${total} AS total,
      (SELECT coalesce(json_agg(to_json(p) ORDER BY p.n), '[]'::json) FROM (
        SELECT o.n, l.id, l.brand, l.model, l.is_elec, l.price_per_day_cents, l.currency, l.city, l.country, l.approx_lat, l.approx_lng,
          l.discount_7_days, l.discount_30_days, u.is_pro,
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
