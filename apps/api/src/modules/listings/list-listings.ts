import type { z } from 'zod';
import type {
  MemberListingsResponseSchema,
  MyListingsResponseSchema,
  PublicListingSummary,
} from '@biclou/contracts/listings';
import type { DbOrTx } from '@biclou/db/client';
import { ebikeFactsMissing } from '@biclou/domain/ebike-facts';
import { findCategory } from '../catalog';
import { countFavourites } from '../favourites';
import { findActiveOwner } from './listing-repository';
import { listLiveListingsOf, listOwnerListings } from './listing-list-repository';
import { listingTitle, missingOf } from './listing-view';
import { AppError } from '../../platform/http/app-error';

/** The dashboard list: every listing but deleted ones, with what each draft still misses and how many keep it. */
export async function listMyListings(db: DbOrTx, ownerId: string): Promise<z.infer<typeof MyListingsResponseSchema>> {
  const rows = await listOwnerListings(db, ownerId);
  const favourites = await countFavourites(
    db,
    rows.map(({ row }) => row.id),
  );
  return {
    listings: rows.map(({ row, coverKey, photoCount }) => ({
      id: row.id,
      title: listingTitle(row),
      status: row.status,
      coverKey,
      pricePerDayCents: row.pricePerDayCents,
      currency: row.currency,
      city: row.city,
      missing: missingOf(row, photoCount),
      ebikeFactsMissing: ebikeFactsMissing(row),
      updatedAt: row.updatedAt.toISOString(),
      favouriteCount: favourites.get(row.id) ?? 0,
    })),
  };
}

/** A member's live listings for their public page (404 when the member is not active). */
export async function listMemberListings(
  db: DbOrTx,
  userId: string,
): Promise<z.infer<typeof MemberListingsResponseSchema>> {
  if (!(await findActiveOwner(db, userId))) throw AppError.notFound('Member not found');
  const rows = await listLiveListingsOf(db, userId);
  const categoryCache = new Map<string, Awaited<ReturnType<typeof findCategory>>>();
  const listings: PublicListingSummary[] = [];
  for (const { row, coverKey } of rows) {
    if (!row.categoryId || !row.city || !row.country || row.pricePerDayCents === null) continue;
    if (!categoryCache.has(row.categoryId)) categoryCache.set(row.categoryId, await findCategory(db, row.categoryId));
    const category = categoryCache.get(row.categoryId);
    if (!category) continue;
    listings.push({
      id: row.id,
      title: listingTitle(row),
      coverKey,
      pricePerDayCents: row.pricePerDayCents,
      currency: row.currency,
      city: row.city,
      country: row.country as PublicListingSummary['country'],
      isElec: row.isElec,
      category: { slug: category.slug, nameEn: category.nameEn, nameFr: category.nameFr },
    });
  }
  return { listings };
}
