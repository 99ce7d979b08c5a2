import { sql, type SQL } from 'drizzle-orm';
import type { AdminListingListQuery } from '@biclou/contracts/admin-marketplace';
import type { DbOrTx } from '@biclou/db/client';
import type { ListingStatus } from '@biclou/domain/listing-status';

// The admin's listings pages: the list in keyset pages and a listing's detail.

/** The rows of a raw statement (the suspension's queries in listing-suspension-repository.ts use it too). */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface AdminListingSqlRow {
  id: string;
  brand: string | null;
  model: string | null;
  status: ListingStatus;
  city: string | null;
  country: string | null;
  category_id: string | null;
  category_name_en: string | null;
  category_name_fr: string | null;
  is_elec: boolean;
  price_per_day_cents: number | null;
  currency: string;
  suspended_reason: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  owner_id: string;
  owner_firstname: string;
  owner_lastname: string;
  owner_email: string;
  owner_is_pro: boolean;
  sort_key: string | number | Date | null;
}

/**
 * The sort keys of the admin list, each behind an index on (key, id) (migration 0020): a page is
 * `WHERE (key, id) < (cursor)` then `ORDER BY key, id LIMIT n + 1`, never an offset. The price
 * key folds NULL (a draft without a price) to -1 so that the row comparison holds.
 */
const SORT_COLUMNS: Record<AdminListingListQuery['sort'], SQL> = {
  createdAt: sql`l.created_at`,
  updatedAt: sql`l.updated_at`,
  price: sql`coalesce(l.price_per_day_cents, -1)`,
};

/** The cursor's key: the price, or the time in microseconds (a JS Date would cut it to milliseconds). */
const sortKeyOut = (sort: AdminListingListQuery['sort'], col: SQL) =>
  sort === 'price' ? col : sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

interface ListingKeyset {
  key: string | number | null;
  id: string;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function adminListingPage(
  db: DbOrTx,
  q: AdminListingListQuery,
  after: ListingKeyset | undefined,
): Promise<AdminListingSqlRow[]> {
  const col = SORT_COLUMNS[q.sort];
  const desc = q.dir === 'desc';
  const where: SQL[] = [];
  if (q.status) where.push(sql`l.status = ${q.status}`);
  if (q.country) where.push(sql`l.country = ${q.country}`);
  if (q.categoryId) where.push(sql`l.category_id = ${q.categoryId}`);
  if (q.elec) where.push(sql`l.is_elec = ${q.elec === 'true'}`);
  if (q.pro) where.push(sql`u.is_pro = ${q.pro === 'true'}`);
  if (q.q) {
    const term = q.q.trim();
    if (UUID.test(term)) where.push(sql`(l.id = ${term}::uuid OR l.owner_id = ${term}::uuid)`);
    else {
      const like = `%${likeEscape(term)}%`;
      where.push(
        sql`(concat_ws(' ', l.brand, l.model, l.city, l.postal_code) ILIKE ${like} OR u.email ILIKE ${like} OR concat_ws(' ', u.firstname, u.lastname) ILIKE ${like})`,
      );
    }
  }
  if (after) {
    const key = q.sort === 'price' ? sql`${Number(after.key)}::int` : sql`${String(after.key)}::timestamptz`;
    where.push(
      desc ? sql`(${col}, l.id) < (${key}, ${after.id}::uuid)` : sql`(${col}, l.id) > (${key}, ${after.id}::uuid)`,
    );
  }
  const direction = desc ? sql`DESC` : sql`ASC`;
  return rows<AdminListingSqlRow>(
    db,
    sql`SELECT l.id, l.brand, l.model, l.status, l.city, l.country, l.category_id, c.name_en AS category_name_en,
      c.name_fr AS category_name_fr, l.is_elec, l.price_per_day_cents, l.currency, l.suspended_reason,
      l.created_at, l.updated_at, u.id AS owner_id, u.firstname AS owner_firstname, u.lastname AS owner_lastname,
      u.email AS owner_email, u.is_pro AS owner_is_pro, ${sortKeyOut(q.sort, col)} AS sort_key
    FROM listings l
    JOIN users u ON u.id = l.owner_id
    LEFT JOIN categories c ON c.id = l.category_id
    ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
    ORDER BY ${col} ${direction}, l.id ${direction}
    LIMIT ${q.limit + 1}`,
  );
}

interface AdminListingDetailSqlRow extends AdminListingSqlRow {
  description_en: string | null;
  description_fr: string | null;
  address: string | null;
  postal_code: string | null;
  sub_category_id: string | null;
  sub_name_en: string | null;
  sub_name_fr: string | null;
  size_code: string | null;
  deposit_cents: number;
  cancelation_option: 'no_notice' | 'short_notice' | 'medium_notice' | 'strict';
  published_at: string | Date | null;
  deleted_at: string | Date | null;
  booking_count: number;
  photo_keys: string[] | null;
}

export async function adminListingDetail(db: DbOrTx, id: string): Promise<AdminListingDetailSqlRow | null> {
  const [row] = await rows<AdminListingDetailSqlRow>(
    db,
    sql`SELECT l.id, l.brand, l.model, l.status, l.city, l.country, l.category_id, c.name_en AS category_name_en,
      c.name_fr AS category_name_fr, l.is_elec, l.price_per_day_cents, l.currency, l.suspended_reason,
      l.created_at, l.updated_at, u.id AS owner_id, u.firstname AS owner_firstname, u.lastname AS owner_lastname,
      u.email AS owner_email, u.is_pro AS owner_is_pro, NULL AS sort_key,
      l.description_en, l.description_fr, l.address, l.postal_code, l.sub_category_id, sc.name_en AS sub_name_en,
      sc.name_fr AS sub_name_fr, l.size_code, l.deposit_cents, l.cancelation_option, l.published_at, l.deleted_at,
      (SELECT count(*)::int FROM bookings b WHERE b.listing_id = l.id) AS booking_count,
      ARRAY(SELECT p.key FROM listing_photos p WHERE p.listing_id = l.id ORDER BY p.is_cover DESC, p.position) AS photo_keys
    FROM listings l
    JOIN users u ON u.id = l.owner_id
    LEFT JOIN categories c ON c.id = l.category_id
    LEFT JOIN sub_categories sc ON sc.id = l.sub_category_id
    WHERE l.id = ${id}`,
  );
  return row ?? null;
}
