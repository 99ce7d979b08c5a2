import { and, count, desc, eq, inArray, isNull, ne, sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { perHandle } from '@biclou/db/prepared';
import {
  categories,
  listingAccessories,
  listingPhotos,
  listings,
  sizes,
  subCategories,
  users,
} from '@biclou/db/schema';
import { paidBookingsOfSql } from '../members';

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

/** A photo as the listing views show it. */
export interface ListingViewPhoto {
  id: string;
  key: string;
  width: number;
  height: number;
  position: number;
  isCover: boolean;
}
/** An accessory as the listing views show it. */
export interface ListingViewAccessory {
  id: string;
  name: string;
  pricePerDayCents: number;
}

/**
 * Everything GET /listings/:id shows, in one round trip: the row, its category, sub-category and
 * size (joins), its photos and accessories (`json_agg` subqueries, in the order listPhotos and
 * listAccessories give), the owner's public columns, whether the owner is active, and the host
 * record. The exact address is in `listing` as in findListing: only the owner's view reads it.
 * Exported as a query so that `npm run bench` runs the very same SQL text over `pg`.
 */
export function listingViewQuery(tx: DbOrTx, id: string | Placeholder) {
  return tx
    .select({
      listing: listings,
      category: { id: categories.id, slug: categories.slug, nameEn: categories.nameEn, nameFr: categories.nameFr },
      subCategory: {
        id: subCategories.id,
        slug: subCategories.slug,
        nameEn: subCategories.nameEn,
        nameFr: subCategories.nameFr,
      },
      size: { code: sizes.code, kind: sizes.kind, labelEn: sizes.labelEn, labelFr: sizes.labelFr },
      owner: { id: users.id, firstname: users.firstname, isPro: users.isPro, createdAt: users.createdAt },
      ownerActive: sql<boolean>`(${users.deletedAt} IS NULL AND ${users.bannedAt} IS NULL)`,
      ownerCanceled: users.ownerCancellationCount,
      ownerPaidBookings: paidBookingsOfSql(listings.ownerId),
      photos: sql<ListingViewPhoto[]>`(SELECT coalesce(json_agg(json_build_object('id', p.id, 'key', p.key,
        'width', p.width, 'height', p.height, 'position', p.position, 'isCover', p.is_cover)
        ORDER BY p.position, p.created_at), '[]'::json) FROM ${listingPhotos} p WHERE p.listing_id = ${listings.id})`,
      accessories: sql<ListingViewAccessory[]>`(SELECT coalesce(json_agg(json_build_object('id', a.id, 'name', a.name,
        'pricePerDayCents', a.price_per_day_cents) ORDER BY a.position), '[]'::json)
        FROM ${listingAccessories} a WHERE a.listing_id = ${listings.id})`,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .leftJoin(categories, eq(categories.id, listings.categoryId))
    .leftJoin(
      subCategories,
      and(eq(subCategories.id, listings.subCategoryId), eq(subCategories.categoryId, listings.categoryId)),
    )
    .leftJoin(sizes, eq(sizes.code, listings.sizeCode))
    .where(eq(listings.id, id));
}

export type ListingView = Awaited<ReturnType<typeof listingViewQuery>>[number];

const listingViewStatement = perHandle((db) => listingViewQuery(db, sql.placeholder('id')).prepare('listing_view'));

/**
 * The listing and everything its page shows (listingViewQuery), deleted ones included. A prepared
 * statement per database handle (perHandle; the query's text lists its columns, so a new column
 * does not break it).
 */
export async function findListingView(db: DbOrTx, id: string): Promise<ListingView | undefined> {
  const [row] = await listingViewStatement(db).execute({ id });
  return row;
}
