import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { listingPhotos, listings } from '@biclou/db/schema';

export type PhotoRow = typeof listingPhotos.$inferSelect;

export function listPhotos(tx: DbOrTx, listingId: string): Promise<PhotoRow[]> {
  return tx
    .select()
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position), asc(listingPhotos.createdAt));
}

export async function countPhotos(tx: DbOrTx, listingId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(listingPhotos).where(eq(listingPhotos.listingId, listingId));
  return Number(row?.n ?? 0);
}

export async function insertPhoto(tx: DbOrTx, values: typeof listingPhotos.$inferInsert): Promise<PhotoRow> {
  const [row] = await tx.insert(listingPhotos).values(values).returning();
  return row!;
}

/** Deletes the photo rows of an owner's listings (their account is deleted); returns their storage keys. */
export async function deletePhotosOfOwner(tx: DbOrTx, ownerId: string): Promise<string[]> {
  const rows = await tx
    .delete(listingPhotos)
    .where(
      inArray(
        listingPhotos.listingId,
        tx.select({ id: listings.id }).from(listings).where(eq(listings.ownerId, ownerId)),
      ),
    )
    .returning({ key: listingPhotos.key });
  return rows.map((r) => r.key);
}

export async function deletePhoto(tx: DbOrTx, listingId: string, photoId: string): Promise<PhotoRow | undefined> {
  const [row] = await tx
    .delete(listingPhotos)
    .where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, listingId)))
    .returning();
  return row;
}

/**
 * Rewrites positions 0..n-1 in the given order and moves the cover. The old cover is cleared
 * first: one cover per listing is a unique index, checked at every statement.
 */
export async function writePhotoOrder(
  tx: DbOrTx,
  listingId: string,
  orderedIds: readonly string[],
  coverId: string | undefined,
) {
  await tx
    .update(listingPhotos)
    .set({ isCover: false })
    .where(and(eq(listingPhotos.listingId, listingId), eq(listingPhotos.isCover, true)));
  for (const [position, id] of orderedIds.entries()) {
    await tx
      .update(listingPhotos)
      .set({ position, isCover: id === coverId })
      .where(and(eq(listingPhotos.id, id), eq(listingPhotos.listingId, listingId)));
  }
}
