import type { DbOrTx } from '@biclou/db/client';
import { UNFINISHED_STATUSES } from '@biclou/domain/booking-status';
import { userHasBookingIn } from '../bookings';

/**
 * Whether the user has a booking that is not finished (UNFINISHED_STATUSES: requested, accepted,
 * paid, ongoing), as owner or as renter, which forbids deleting the account (decisions "Accounts").
 * Read inside the caller's transaction.
 */
export async function hasUnfinishedBookings(tx: DbOrTx, userId: string): Promise<boolean> {
  return userHasBookingIn(tx, userId, UNFINISHED_STATUSES);
}
