import type { OwnerListing } from '@biclou/contracts/listings';
import { findListingTransition, type ListingAction } from '@biclou/domain/listing-status';
import { AppError } from '../../platform/http/app-error';
import { deleteFavouritesOfListing } from '../favourites';
import type { RequestContext } from '../../platform/http/request-context';
import { updateListing } from './listing-repository';
import { loadListingParts, missingOf, toOwnerListing } from './listing-view';
import { listingIncomplete, lockOwnedListing } from './owned-listing';
import { LISTING_MESSAGES } from '@biclou/domain/listing-rules';
import { hasUnfinishedListingBookings } from './unfinished-bookings';

export type OwnerStatusAction = Extract<ListingAction, 'publish' | 'pause' | 'reactivate' | 'delete'>;

/**
 * The owner's status changes, guarded by the state machine (packages/domain/src/listing-status.ts):
 * publish (make public) and reactivate need a complete listing, delete needs no unfinished
 * booking and is a soft delete. Nothing else is written for now.
 */
export async function changeListingStatus(
  ctx: RequestContext,
  userId: string,
  listingId: string,
  action: OwnerStatusAction,
): Promise<{ listing: OwnerListing }> {
  const { deps } = ctx;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const listing = await lockOwnedListing(tx, listingId, userId);
    const transition = findListingTransition(listing.status, action, 'owner');
    if (!transition) throw AppError.conflict(`A ${listing.status} listing cannot be ${PAST[action]}.`);
    const parts = await loadListingParts(tx, listing);
    for (const rule of transition.rules) {
      if (rule === 'complete') {
        const missing = missingOf(listing, parts.photos.length);
        if (missing.length) throw listingIncomplete(missing);
      } else if (rule === 'no_unfinished_bookings') {
        if (await hasUnfinishedListingBookings(tx, listing.id, deps))
          throw AppError.conflict(LISTING_MESSAGES.unfinishedBookings);
      }
    }
    // A deleted bike leaves every member's favourites; a paused one stays there, marked unavailable.
    if (action === 'delete') await deleteFavouritesOfListing(tx, listing.id);
    const updated = await updateListing(tx, listing.id, {
      status: transition.to,
      updatedAt: now,
      ...(action === 'publish' ? { publishedAt: now } : {}),
      ...(action === 'delete' ? { deletedAt: now } : {}),
    });
    return { listing: toOwnerListing({ ...parts, row: updated }) };
  });
}

const PAST: Record<OwnerStatusAction, string> = {
  publish: 'published',
  pause: 'paused',
  reactivate: 'reactivated',
  delete: 'deleted',
};
