import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { listings, users } from '@biclou/db/schema';

// A listing's row: created, read, locked, changed, deleted with its owner's account; its owner's public
// columns and default hours.

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

/** Every listing of an owner not deleted yet becomes deleted (their account is deleted); returns their ids. */
export async function deleteListingsOf(tx: DbOrTx, ownerId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .update(listings)
    .set({ status: 'deleted', deletedAt: now, updatedAt: now })
    .where(and(eq(listings.ownerId, ownerId), ne(listings.status, 'deleted')))
    .returning({ id: listings.id });
  return rows.map((r) => r.id);
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

/** Only the public columns of an active (not deleted, not banned) owner. */
export async function findActiveOwner(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: users.id,
      firstname: users.firstname,
      isPro: users.isPro,
      createdAt: users.createdAt,
      defaultOpeningHours: users.defaultOpeningHours,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), isNull(users.bannedAt)));
  return row;
}

/** The hours an owner's listings follow unless they set their own; null: the marketplace's. */
export async function findOwnerDefaultHours(tx: DbOrTx, ownerId: string) {
  const [row] = await tx
    .select({ defaultOpeningHours: users.defaultOpeningHours })
    .from(users)
    .where(eq(users.id, ownerId));
  return row?.defaultOpeningHours ?? null;
}
