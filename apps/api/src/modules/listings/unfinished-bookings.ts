import type { DbOrTx } from '@biclou/db/client';
import type { Deps } from '../../platform/deps';

/**
 * What listings asks of bookings. Bookings depends on listings (never the reverse), so the
 * bookings module answers through Deps (`listingBookings`, wired in modules/module-deps.ts).
 */
export interface ListingBookings {
  /** Whether the listing has a booking that is not finished (requested, accepted, paid or ongoing). */
  hasUnfinished(tx: DbOrTx, listingId: string): Promise<boolean>;
}

/**
 * Whether the listing has a booking that is not finished (UNFINISHED_STATUSES: requested,
 * accepted, paid or ongoing), which forbids deleting it (decisions.md "Listing rules").
 * Read inside the caller's transaction (which holds the listing's row lock).
 */
export async function hasUnfinishedListingBookings(
  tx: DbOrTx,
  listingId: string,
  deps: Pick<Deps, 'listingBookings'>,
): Promise<boolean> {
  return deps.listingBookings.hasUnfinished(tx, listingId);
}
