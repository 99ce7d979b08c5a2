import type { DbOrTx } from '@biclou/db/client';

/**
 * Whether the listing has a booking that is not finished (requested, accepted, paid or ongoing),
 * which forbids deleting it (decisions.md "Listing rules"). Bookings do not exist yet: the
 * bookings issue fills this in, reading inside the caller's transaction.
 */
export async function hasUnfinishedListingBookings(_tx: DbOrTx, _listingId: string): Promise<boolean> {
  return false;
}
