import { and, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { listingPhotos, listings, users } from '@biclou/db/schema';

export type ListingRow = typeof listings.$inferSelect;
export type NewListing = typeof listings.$inferInsert;

export async function insertListing(tx: DbOrTx, values: NewListing): Promise<ListingRow> {
  const [row] = await tx.insert(listings).values(values).returning();
  return row!;
}

/** Any listing by id, deleted ones included (the owner still sees those). */
export async function findListing(tx: DbOrTx, id: string): Promise<ListingRow | undefined> {
  const [row] = await tx.select().from(listings).where(eq(listings.id, id));
  return row;
}

/** The row, locked until the transaction ends, so concurrent edits of one listing run one after the other. */
export async function lockListing(tx: DbOrTx, id: string): Promise<ListingRow | undefined> {
  const [row] = await tx.select().from(listings).where(eq(listings.id, id)).for('update');
  return row;
}

export async function updateListing(
  tx: DbOrTx,
  id: string,
  values: Partial<NewListing> & { updatedAt: Date },
): Promise<ListingRow> {
  const [row] = await tx.update(listings).set(values).where(eq(listings.id, id)).returning();
  if (!row) throw new Error(`listing ${id} vanished during an update`);
  return row;
}

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

/** Only the public columns of an active (not deleted, not banned) owner. */
export async function findActiveOwner(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ id: users.id, firstname: users.firstname, isPro: users.isPro, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), isNull(users.bannedAt)));
  return row;
}
