import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { listings, users } from '@biclou/db/schema';
import type { SitemapPage } from './sitemap-xml';

/** Live listings of active owners: the only ones a visitor can open. */
const liveListing = and(eq(listings.status, 'live'), isNull(users.deletedAt), isNull(users.bannedAt));

export async function countLiveListings(tx: DbOrTx): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(liveListing);
  return Number(row?.n ?? 0);
}

/** A slice of the live listings in a stable order (id), as sitemap pages. */
export async function liveListingPages(tx: DbOrTx, offset: number, limit: number): Promise<SitemapPage[]> {
  if (limit <= 0) return [];
  const rows = await tx
    .select({ id: listings.id, updatedAt: listings.updatedAt })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(liveListing)
    .orderBy(asc(listings.id))
    .offset(offset)
    .limit(limit);
  return rows.map((r) => ({ path: `/listing/${r.id}`, lastmod: r.updatedAt }));
}

/**
 * Places whose page shows at least one live listing: the cities live listings belong to
 * (`listing_places`) and every place above them (department, region, canton, province).
 */
export async function placePagesWithListings(tx: DbOrTx): Promise<SitemapPage[]> {
  const rows = await tx.execute(sql`
    WITH RECURSIVE lit(id) AS (
      SELECT DISTINCT lp.city_id FROM listing_places lp
        JOIN listings l ON l.id = lp.listing_id
        JOIN users u ON u.id = l.owner_id
        WHERE l.status = 'live' AND u.deleted_at IS NULL AND u.banned_at IS NULL
      UNION
      SELECT p.parent_id FROM places p JOIN lit ON p.id = lit.id WHERE p.parent_id IS NOT NULL
    )
    SELECT slug FROM places WHERE id IN (SELECT id FROM lit) ORDER BY slug`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { slug: string }[];
  return list.map((r) => ({ path: `/place/${r.slug}` }));
}
