import type { DbOrTx } from '@biclou/db/client';

/**
 * Whether the user has a booking that is not finished, as owner or as renter (requested,
 * accepted, paid, ongoing or disputed), which forbids deleting the account (decisions "Accounts").
 * Bookings do not exist yet: the bookings issue fills this in, inside the same transaction.
 */
export async function hasUnfinishedBookings(_tx: DbOrTx, _userId: string): Promise<boolean> {
  return false;
}
