import type { DbOrTx } from '@biclou/db/client';
import { findListing, listingNotFound, lockListing, type ListingRow } from '../listings';

/** The caller's own listing, not deleted (locked when `lock`); anyone else's, or none, is the same 404. */
export async function ownListing(db: DbOrTx, listingId: string, userId: string, lock = false): Promise<ListingRow> {
  const row = lock ? await lockListing(db, listingId) : await findListing(db, listingId);
  if (!row || row.ownerId !== userId || row.status === 'deleted') throw listingNotFound();
  return row;
}
