import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { listingPhotos, listings } from '@biclou/db/schema';
import type { ListingRow } from './listing-repository';

// A member's listings with their cover and photo count: the owner's dashboard, the member's public page.

/** The owner's listings for the dashboard (not deleted), newest change first, with cover and photo count. */
export async function listOwnerListings(tx: DbOrTx, ownerId: string) {
  const rows = await tx
    .select()
    .from(listings)
    .where(and(eq(listings.ownerId, ownerId), ne(listings.status, 'deleted')))
    .orderBy(desc(listings.updatedAt), desc(listings.id));
  return withCovers(tx, rows);
}

/** A member's live listings, for their public page. */
export async function listLiveListingsOf(tx: DbOrTx, ownerId: string) {
  const rows = await tx
    .select()
    .from(listings)
    .where(and(eq(listings.ownerId, ownerId), eq(listings.status, 'live')))
    .orderBy(desc(listings.publishedAt), desc(listings.id));
  return withCovers(tx, rows);
}

async function withCovers(tx: DbOrTx, rows: ListingRow[]) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [covers, counts] = await Promise.all([
    tx
      .select({ listingId: listingPhotos.listingId, key: listingPhotos.key })
      .from(listingPhotos)
      .where(and(inArray(listingPhotos.listingId, ids), eq(listingPhotos.isCover, true))),
    tx
      .select({ listingId: listingPhotos.listingId, n: count() })
      .from(listingPhotos)
      .where(inArray(listingPhotos.listingId, ids))
      .groupBy(listingPhotos.listingId),
  ]);
  const coverOf = new Map(covers.map((c) => [c.listingId, c.key]));
  const countOf = new Map(counts.map((c) => [c.listingId, Number(c.n)]));
  return rows.map((row) => ({ row, coverKey: coverOf.get(row.id) ?? null, photoCount: countOf.get(row.id) ?? 0 }));
}
