import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { searchWhere, type SearchFilters } from './search-filter-repository';

/** No filter at all: every listing a search may show. */
const ANY_LISTING: SearchFilters = {
  box: null,
  place: null,
  center: null,
  dates: null,
  category: null,
  subcategory: null,
  ebike: null,
  sizeCode: null,
  minPriceCents: null,
  maxPriceCents: null,
  isPro: null,
};

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * What a "no longer available" page may build on: whether the listing was ever public, its public
 * point, its town and its category. Never the exact point or the address.
 */
interface ListingReference {
  published: boolean;
  approx_lat: number | null;
  approx_lng: number | null;
  city: string | null;
  category_slug: string | null;
  category_name_en: string | null;
  category_name_fr: string | null;
}

export async function findListingReference(db: DbOrTx, listingId: string): Promise<ListingReference | undefined> {
  const [row] = await rows<ListingReference>(
    db,
    sql`SELECT l.published_at IS NOT NULL AS published, l.approx_lat, l.approx_lng, l.city,
      c.slug AS category_slug, c.name_en AS category_name_en, c.name_fr AS category_name_fr
      FROM listings l LEFT JOIN categories c ON c.id = l.category_id WHERE l.id = ${listingId}`,
  );
  return row;
}

/**
 * The categories (by slug, in their order) and sub-categories (by id) that at least one listing a
 * search shows belongs to: the search's own WHERE clause, probed once per category (each probe
 * stops at its first match).
 */
export async function listedCategories(db: DbOrTx): Promise<{ categories: string[]; subCategoryIds: string[] }> {
  const shown = searchWhere(ANY_LISTING);
  // JSON arrays: \`pg\` and PGlite both parse them (a uuid[] would need a type parser of its own).
  const [row] = await rows<{ categories: string[] | string; sub_category_ids: string[] | string }>(
    db,
    sql`SELECT
      to_json(ARRAY(SELECT c.slug FROM categories c
        WHERE EXISTS (SELECT 1 FROM listings l WHERE l.category_id = c.id AND ${shown})
        ORDER BY c.position, c.slug)) AS categories,
      to_json(ARRAY(SELECT sc.id FROM sub_categories sc
        WHERE EXISTS (SELECT 1 FROM listings l WHERE l.sub_category_id = sc.id AND ${shown})
        ORDER BY sc.position, sc.slug)) AS sub_category_ids`,
  );
  const list = (v: string[] | string | undefined): string[] => (typeof v === 'string' ? JSON.parse(v) : (v ?? []));
  return { categories: list(row?.categories), subCategoryIds: list(row?.sub_category_ids) };
}
