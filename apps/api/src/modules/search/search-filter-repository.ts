import { sql, type SQL } from 'drizzle-orm';
import type { PlaceBounds } from '@biclou/contracts/places';
import type { DbOrTx } from '@biclou/db/client';
import { inPlaceSql, type PlaceScope } from '../places';
import { freeUnitSql, hoursJoinSql, spanSql, wholeDaysSql, type SearchSpan } from './search-span-repository';

/**
 * The search SQL. Only live listings and only their public point (`location`, `approx_lat`,
 * `approx_lng`, moved 300–600 m): the exact point and address are never selected here.
 * - area: `location <@ box` (GiST, partial index on live listings)
 * - place: the place's own listings (`listing_places`, place-membership.ts), as its page counts them
 * - nearest first: `ORDER BY location <-> centre` (GiST KNN, stops after the page)
 * - dates: no owner-blocked period may share a day with them, and one of the listing's bikes in
 *   service must be held by no blocking booking on those days; the stay must also meet the
 *   listing's minimum duration and notice.
 * - times (a span from a pickup to a return): one bike in service must be held by no blocking
 *   booking over it, and no owner-blocked day may hold it; the pickup and the return must fall in the listing's hours
 *   (its own, else its owner's, else the marketplace's) on days it is open, and the pickup be at
 *   least the hours' notice away (decisions.md "Booking times: search by the hour").
 */
export interface SearchFilters {
  /** A map area (`bounds`): every live listing whose public point is inside. */
  box: PlaceBounds | null;
  /** A place (`place`, without `bounds`): its own listings, wherever their point lies. */
  place: PlaceScope | null;
  center: { lat: number; lng: number } | null;
  dates: {
    start: string;
    end: string;
    days: number;
    daysAhead: number;
    /** With times: the span asked. Without: whole days in the hours each listing follows. */
    span?: SearchSpan | null;
    /** The moment of the search, which the hours' notice counts from. */
    now: Date;
  } | null;
  /** A category's slug (its id is read in the query: `categories_slug` unique). */
  category: string | null;
  /** A sub-category's slug: every sub-category of that slug, inside the category when one is given. */
  subcategory: string | null;
  ebike: boolean | null;
  /**
   * Only e-bikes whose range reaches this many km (`range_max_km`, null on plain bikes and on
   * e-bikes without their facts): read from the partial GiST index of live e-bikes with a range.
   */
  minRangeKm?: number | null;
  /** Only listings booked at once (instant booking). */
  instant?: boolean;
  sizeCode: string | null;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  isPro: boolean | null;
  /** A listing left out (the one whose similar bikes these are). */
  excludeId?: string;
}

/** The rows of a raw query. */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The WHERE clause every search shares (page and count). */
export function searchWhere(f: SearchFilters): SQL {
  const parts: SQL[] = [sql`l.status = 'live'`, sql`l.location IS NOT NULL`];
  if (f.excludeId) parts.push(sql`l.id <> ${f.excludeId}`);
  if (f.box)
    parts.push(sql`l.location <@ box(point(${f.box.west}, ${f.box.south}), point(${f.box.east}, ${f.box.north}))`);
  if (f.place) parts.push(inPlaceSql(f.place));
  // The slugs' ids are read once per query (InitPlans), then compared on each row like constants.
  if (f.category) parts.push(sql`l.category_id = (${categoryIdSql(f.category)})`);
  if (f.subcategory) parts.push(sql`l.sub_category_id = ANY(ARRAY(${subCategoryIdsSql(f.subcategory, f.category)}))`);
  if (f.ebike !== null) parts.push(sql`l.is_elec = ${f.ebike}`);
  if (f.minRangeKm != null) parts.push(sql`l.range_max_km >= ${f.minRangeKm}`);
  if (f.instant) parts.push(sql`l.instant_booking`);
  if (f.sizeCode) parts.push(sql`l.size_code = ${f.sizeCode}`);
  if (f.minPriceCents !== null) parts.push(sql`l.price_per_day_cents >= ${f.minPriceCents}`);
  if (f.maxPriceCents !== null) parts.push(sql`l.price_per_day_cents <= ${f.maxPriceCents}`);
  if (f.dates) parts.push(sql`l.min_booking_days <= ${f.dates.days}`, sql`l.notice_days <= ${f.dates.daysAhead}`);
  parts.push(rowChecksSql(f));
  return sql.join(parts, sql` AND `);
}

/**
 * What each row is checked for by probes, in ONE subquery on its owner's row (a primary key probe,
 * so the nearest-first scan stays streaming):
 * - a suspended or deleted owner's listings leave search (a deletion also deletes them; this keeps
 *   out those of accounts deleted before it did); `owner` asks for a pro or a private owner;
 * - with dates, the hours the listing follows must open on the first and the last day, with the
 *   notice met at the first day's opening (whole days, as a request without times reads them), no
 *   owner-blocked day may share a day with them and a bike in service must be free on all of them
 *   (`freeUnitSql`); with times, the
 *   span's checks instead (search-span-repository.ts).
 * One subquery rather than one per check: PostgreSQL guesses that each boolean subquery keeps half
 * the rows, and three or four halvings made it expect fewer matches than a page, so it read and
 * sorted the whole area (88 ms in Paris at 100,000 listings) instead of stopping after the page
 * (docs/decisions.md "Booking times: search by the hour"). `NOT EXISTS` inside a select list stays
 * a per-row probe; in a WHERE the planner would turn it into a hash anti-join over every period.
 */
function rowChecksSql(f: SearchFilters): SQL {
  const checks: SQL[] = [sql`su.banned_at IS NULL AND su.deleted_at IS NULL`];
  if (f.isPro !== null) checks.push(sql`su.is_pro = ${f.isPro}`);
  let joins = sql``;
  if (f.dates) {
    const { start, end, span, now } = f.dates;
    joins = hoursJoinSql;
    if (span) checks.push(...spanSql(span, start, end));
    else
      checks.push(
        ...wholeDaysSql(start, end, now),
        freeUnitSql(sql`bu.start_date <= ${end}::date AND bu.end_date >= ${start}::date`),
      );
    checks.push(sql`NOT EXISTS (SELECT 1 FROM listing_unavailable_periods up
      WHERE up.listing_id = l.id AND up.start_date <= ${span?.lastDay ?? end}::date AND up.end_date >= ${start}::date)`);
  }
  return sql`(SELECT ${sql.join(checks, sql` AND `)} FROM users su${joins} WHERE su.id = l.owner_id)`;
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
interface SearchTerms {
  category: string | null;
  subcategory: string | null;
  sizeCode: string | null;
}
export interface SearchTermChecks {
  category_ok: boolean;
  subcategory_ok: boolean;
  size_ok: boolean;
}

/** The terms' checks as columns of a SELECT. */
export const termChecksSql = (t: SearchTerms) => sql`
  ${t.category ? sql`EXISTS (${categoryIdSql(t.category)})` : sql`true`} AS category_ok,
  ${t.subcategory ? sql`EXISTS (${subCategoryIdsSql(t.subcategory, t.category)})` : sql`true`} AS subcategory_ok,
  ${t.sizeCode ? sql`EXISTS (SELECT 1 FROM sizes s WHERE s.code = ${t.sizeCode})` : sql`true`} AS size_ok`;

/** Whether the terms exist, alone (for a search already refused on other grounds: every field's error at once). */
export async function checkSearchTerms(db: DbOrTx, t: SearchTerms): Promise<SearchTermChecks> {
  const [r] = await rows<SearchTermChecks>(db, sql`SELECT ${termChecksSql(t)}`);
  return r!;
}
