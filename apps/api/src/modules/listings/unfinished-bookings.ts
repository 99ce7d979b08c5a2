import type { DbOrTx } from '@biclou/db/client';
import { UNFINISHED_STATUSES } from '@biclou/domain/booking-status';
import { listingHasBookingIn } from '../bookings/booking-repository';

/**
 * Whether the listing has a booking that is not finished (UNFINISHED_STATUSES: requested,
 * accepted, paid or ongoing), which forbids deleting it (decisions.md "Listing rules").
 * Read inside the caller's transaction (which holds the listing's row lock).
 */
export async function hasUnfinishedListingBookings(tx: DbOrTx, listingId: string): Promise<boolean> {
  return listingHasBookingIn(tx, listingId, UNFINISHED_STATUSES);
}
