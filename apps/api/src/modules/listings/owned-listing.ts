import { createHmac } from 'node:crypto';
import type { OwnerListing } from '@biclou/contracts/listings';
import type { Tx } from '@biclou/db/client';
import { approximateLocation, type LatLng } from '@biclou/domain/approximate-location';
import type { ListingRequiredAttribute } from '@biclou/domain/listing-completeness';
import { LISTING_MESSAGES } from '@biclou/domain/listing-rules';
import { ErrorCode } from '@biclou/contracts/errors';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { lockListing, updateListing, type ListingRow, type NewListing } from './listing-repository';
import { loadListingParts, toOwnerListing } from './listing-view';

export const listingNotFound = () => AppError.notFound('Listing not found');
/** A deleted listing that had been public (410 Gone). */
export const listingGone = () => new AppError(ErrorCode.listingGone, 410, 'This listing has been deleted.');

/** 422 `listing_incomplete` with `fields.missing` listing what the listing lacks. */
export function listingIncomplete(missing: readonly ListingRequiredAttribute[]) {
  return new AppError(ErrorCode.listingIncomplete, 422, LISTING_MESSAGES.incomplete, { missing: [...missing] });
}

/**
 * Locks the caller's own listing for the rest of the transaction. Anyone else's listing, a
 * deleted one or a missing id is the same 404: whether a draft exists is nobody else's business.
 */
export async function lockOwnedListing(tx: Tx, listingId: string, userId: string): Promise<ListingRow> {
  const row = await lockListing(tx, listingId);
  if (!row || row.ownerId !== userId || row.status === 'deleted') throw listingNotFound();
  return row;
}

type ListingEdit = (tx: Tx, listing: ListingRow) => Promise<Partial<NewListing> | void>;

/**
 * Runs one edit of the owner's listing in one transaction: lock, apply, bump `updated_at`, and
 * answer the owner's view. A live listing must stay complete: an edit that would leave it
 * incomplete (clearing both descriptions, deleting the last photo) is refused and rolled back.
 */
export async function editOwnedListing(
  ctx: RequestContext,
  userId: string,
  listingId: string,
  edit: ListingEdit,
): Promise<{ listing: OwnerListing }> {
  const { deps } = ctx;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const listing = await lockOwnedListing(tx, listingId, userId);
    const changes = (await edit(tx, listing)) ?? {};
    const updated = await updateListing(tx, listing.id, { ...changes, updatedAt: now });
    const view = toOwnerListing(await loadListingParts(tx, updated));
    if (updated.status === 'live' && view.missing.length) throw listingIncomplete(view.missing);
    return { listing: view };
  });
}

/** The public point of a listing, from a keyed hash of its id: stable, and not reversible without the server secret. */
export function publicPointOf(secret: string, listingId: string, exact: LatLng): LatLng {
  const seed = createHmac('sha256', secret).update(`listing-approx-location:${listingId}`).digest();
  return approximateLocation(exact, seed);
}
