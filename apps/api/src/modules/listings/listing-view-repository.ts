import { and, eq, sql, type Placeholder } from 'drizzle-orm';
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
 * listAccessories give), the owner's public columns and default hours, whether the owner is
 * active, and the host record. The exact address is in `listing` as in findListing: only the owner's view reads it.
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
      ownerDefaultHours: users.defaultOpeningHours,
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

type ListingView = Awaited<ReturnType<typeof listingViewQuery>>[number];

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
