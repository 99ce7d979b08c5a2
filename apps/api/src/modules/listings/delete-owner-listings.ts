import type { Tx } from '@biclou/db/client';
import type { Deps } from '../../platform/deps';
import { deleteListingsOf } from './listing-repository';
import { deletePhotosOfOwner } from './photo-repository';

/**
 * A deleted account's listings, in the deletion's transaction: every one becomes `deleted` (out of
 * search, the place pages, the popular lists and the sitemap, which show live listings only) and
 * their photo rows go. The rows stay for the bookings that point to them. Returns the photos'
 * storage keys: the caller deletes the files once the transaction has committed
 * (`deleteListingPhotoFiles`), so a rollback never leaves a listing without its photos.
 */
export async function deleteOwnerListings(tx: Tx, ownerId: string, now: Date): Promise<string[]> {
  await deleteListingsOf(tx, ownerId, now);
  return deletePhotosOfOwner(tx, ownerId);
}

/** Deletes the files, their quota rows and their cached variants; a failure is logged, not thrown. */
export async function deleteListingPhotoFiles(
  deps: Pick<Deps, 'media'>,
  keys: readonly string[],
  log: { warn(obj: object, msg: string): void },
) {
  for (const key of keys)
    await deps.media.delete(key).catch((err) => log.warn({ err, key }, 'could not delete a photo file'));
}
