import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { favourites, listingPhotos, listings, users } from '@biclou/db/schema';

/** A bike anyone may find now: live, its owner neither deleted nor banned (search's own rule). */
const onMarketplace = sql<boolean>`(${listings.status} = 'live' AND ${users.deletedAt} IS NULL AND ${users.bannedAt} IS NULL)`;

/**
 * Keeps a live bike for the member: one row however many times (and however many at once) it is
 * asked, the primary key deciding. False when the bike is not on the marketplace (unknown, a
 * draft, paused…): nothing is written.
 */
export async function insertFavourite(tx: DbOrTx, userId: string, listingId: string, at: Date): Promise<boolean> {
  if (!(await isOnMarketplace(tx, listingId))) return false;
  await tx.insert(favourites).values({ userId, listingId, createdAt: at }).onConflictDoNothing();
  return true;
}

export async function hasFavourite(tx: DbOrTx, userId: string, listingId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: favourites.listingId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)));
  return rows.length > 0;
}

/** Whether the bike is on the marketplace now. */
export async function isOnMarketplace(tx: DbOrTx, listingId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(and(eq(listings.id, listingId), onMarketplace));
  return rows.length > 0;
}

/** Removes the member's row; false when there was none. */
export async function deleteFavourite(tx: DbOrTx, userId: string, listingId: string): Promise<boolean> {
  const rows = await tx
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)))
    .returning({ id: favourites.listingId });
  return rows.length > 0;
}

/** Mine, newest first, strictly before the cursor (created_at, listing_id): the member's index reads it. */
export function listFavouritesOf(
  tx: DbOrTx,
  userId: string,
  page: { limit: number; before?: { at: Date; id: string } },
) {
  const { before } = page;
  return tx
    .select({
      listingId: favourites.listingId,
      createdAt: favourites.createdAt,
      brand: listings.brand,
      model: listings.model,
      city: listings.city,
      pricePerDayCents: listings.pricePerDayCents,
      currency: listings.currency,
      coverKey: listingPhotos.key,
      available: onMarketplace,
    })
    .from(favourites)
    .innerJoin(listings, eq(listings.id, favourites.listingId))
    .innerJoin(users, eq(users.id, listings.ownerId))
    .leftJoin(listingPhotos, and(eq(listingPhotos.listingId, listings.id), eq(listingPhotos.isCover, true)))
    .where(
      and(
        eq(favourites.userId, userId),
        before
          ? or(
              lt(favourites.createdAt, before.at),
              and(eq(favourites.createdAt, before.at), lt(favourites.listingId, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(favourites.createdAt), desc(favourites.listingId))
    .limit(page.limit);
}

export async function favouriteIdsOf(tx: DbOrTx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: favourites.listingId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.listingId));
  return rows.map((r) => r.id);
}

/** How many members keep each of these listings (absent: none). */
export async function countFavourites(tx: DbOrTx, listingIds: readonly string[]): Promise<Map<string, number>> {
  if (listingIds.length === 0) return new Map();
  const rows = await tx
    .select({ listingId: favourites.listingId, n: count() })
    .from(favourites)
    .where(inArray(favourites.listingId, [...listingIds]))
    .groupBy(favourites.listingId);
  return new Map(rows.map((r) => [r.listingId, Number(r.n)]));
}

/** A deleted account's own favourites, and those of its listings (deleted with it). */
export async function deleteFavouritesOfMember(tx: DbOrTx, userId: string) {
  await tx.delete(favourites).where(eq(favourites.userId, userId));
  await tx
    .delete(favourites)
    .where(
      inArray(favourites.listingId, tx.select({ id: listings.id }).from(listings).where(eq(listings.ownerId, userId))),
    );
}

export async function deleteFavouritesOfListing(tx: DbOrTx, listingId: string) {
  await tx.delete(favourites).where(eq(favourites.listingId, listingId));
}

export type FavouriteListRow = Awaited<ReturnType<typeof listFavouritesOf>>[number];
