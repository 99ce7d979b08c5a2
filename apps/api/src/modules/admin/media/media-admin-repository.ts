import { and, asc, count, desc, eq, sql, sum, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { listingPhotos, listings, users } from '@biclou/db/schema';

interface MediaListFilter {
  listingId?: string;
  ownerId?: string;
  dir: 'asc' | 'desc';
  cursor: { key: string; id: string } | null;
  limit: number;
}

/** One page of photos (limit + 1 rows) with listing and owner; index (created_at, id). */
export function listPhotosPage(db: DbOrTx, f: MediaListFilter) {
  const conds: SQL[] = [];
  if (f.listingId) conds.push(eq(listingPhotos.listingId, f.listingId));
  if (f.ownerId) conds.push(eq(listings.ownerId, f.ownerId));
  if (f.cursor) {
    const key = sql`${f.cursor.key}::timestamptz`;
    conds.push(
      f.dir === 'asc'
        ? sql`(${listingPhotos.createdAt}, ${listingPhotos.id}) > (${key}, ${f.cursor.id}::uuid)`
        : sql`(${listingPhotos.createdAt}, ${listingPhotos.id}) < (${key}, ${f.cursor.id}::uuid)`,
    );
  }
  const order = f.dir === 'asc' ? asc : desc;
  return db
    .select({
      id: listingPhotos.id,
      key: listingPhotos.key,
      width: listingPhotos.width,
      height: listingPhotos.height,
      bytes: listingPhotos.bytes,
      isCover: listingPhotos.isCover,
      createdAt: listingPhotos.createdAt,
      sortKey: sql<string>`${listingPhotos.createdAt}::text`,
      listingId: listings.id,
      brand: listings.brand,
      model: listings.model,
      listingStatus: listings.status,
      owner: { id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email },
    })
    .from(listingPhotos)
    .innerJoin(listings, eq(listings.id, listingPhotos.listingId))
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(and(...conds))
    .orderBy(order(listingPhotos.createdAt), order(listingPhotos.id))
    .limit(f.limit + 1);
}

export async function storageUsed(db: DbOrTx) {
  const [row] = await db.select({ photos: count(), bytes: sum(listingPhotos.bytes) }).from(listingPhotos);
  return { photos: row?.photos ?? 0, bytes: Number(row?.bytes ?? 0) };
}

/** The photo with its listing's status and owner, the listing row locked (its photos change). */
export async function lockPhotoWithListing(tx: DbOrTx, photoId: string) {
  const [photo] = await tx.select().from(listingPhotos).where(eq(listingPhotos.id, photoId));
  if (!photo) return undefined;
  const [listing] = await tx
    .select({
      id: listings.id,
      status: listings.status,
      ownerId: listings.ownerId,
      brand: listings.brand,
      model: listings.model,
    })
    .from(listings)
    .where(eq(listings.id, photo.listingId))
    .for('update');
  return listing ? { photo, listing } : undefined;
}

/** Deletes the photo; when it was the cover, the first remaining photo (by position) becomes the cover. Returns how many remain. */
export async function deletePhotoKeepingCover(tx: DbOrTx, photo: { id: string; listingId: string; isCover: boolean }) {
  await tx.delete(listingPhotos).where(eq(listingPhotos.id, photo.id));
  const rest = await tx
    .select({ id: listingPhotos.id })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, photo.listingId))
    .orderBy(asc(listingPhotos.position));
  if (photo.isCover && rest[0])
    await tx.update(listingPhotos).set({ isCover: true }).where(eq(listingPhotos.id, rest[0].id));
  return rest.length;
}

export async function recipientOf(db: DbOrTx, userId: string) {
  const [to] = await db
    .select({ email: users.email, firstname: users.firstname, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return to;
}
