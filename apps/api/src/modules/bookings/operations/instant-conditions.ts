import type { DbOrTx } from '@biclou/db/client';
import { unmetInstantConditions, type InstantConditions } from '@biclou/domain/instant-booking';
import { renterRecordOf } from '../repositories/renter-record-repository';

/** A visitor's record: nothing known yet, so every condition asked is unmet until they sign in. */
const VISITOR = { phoneVerified: false, completedRentals: 0, reviewScore: null };

/**
 * The conditions of the listing's instant booking the renter misses, read with `db` (the request's
 * transaction, or the quote's handle); null when the listing does not book instantly ([] means it
 * is accepted at once).
 */
export async function instantConditionsUnmet(
  db: DbOrTx,
  listing: { instantBooking: boolean; instantConditions: InstantConditions },
  renter: { id: string; phoneVerifiedAt: Date | null } | null,
) {
  if (!listing.instantBooking) return null;
  const record = renter
    ? { ...(await renterRecordOf(db, renter.id)), phoneVerified: renter.phoneVerifiedAt !== null }
    : VISITOR;
  return unmetInstantConditions(listing.instantConditions, record);
}
