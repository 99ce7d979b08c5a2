import type { Photo } from '@biclou/contracts/media';
import type { Tx } from '@biclou/db/client';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { editOwnedListing } from './owned-listing';
import { deletePhoto, listPhotos, writePhotoOrder, type PhotoRow } from './photo-repository';

const photoOut = (p: PhotoRow): Photo => ({
  id: p.id,
  key: p.key,
  width: p.width,
  height: p.height,
  position: p.position,
  isCover: p.isCover,
});

/**
 * Deletes a photo; when it was the cover, the next photo becomes the cover. A live listing keeps
 * at least one photo (editOwnedListing refuses the change otherwise). The file goes after commit.
 */
export async function deleteListingPhoto(
  ctx: RequestContext,
  userId: string,
  listingId: string,
  photoId: string,
): Promise<{ photos: Photo[] }> {
  let removed: PhotoRow | undefined;
  let photos: Photo[] = [];
  await editOwnedListing(ctx, userId, listingId, async (tx, listing) => {
    removed = await deletePhoto(tx, listing.id, photoId);
    if (!removed) throw AppError.notFound('Photo not found');
    const rest = await listPhotos(tx, listing.id);
    const cover = rest.find((p) => p.isCover) ?? rest[0];
    await writePhotoOrder(
      tx,
      listing.id,
      rest.map((p) => p.id),
      cover?.id,
    );
    photos = await photosOf(tx, listing.id);
  });
  if (removed) {
    const { key } = removed;
    await ctx.deps.media.delete(key).catch((err) => ctx.log.warn({ err, key }, 'could not delete a photo file'));
  }
  return { photos };
}

/** Sets the order (every photo id, once) and optionally the cover; the cover stays when not given. */
export async function reorderListingPhotos(
  ctx: RequestContext,
  userId: string,
  listingId: string,
  order: readonly string[],
  coverId: string | undefined,
): Promise<{ photos: Photo[] }> {
  let photos: Photo[] = [];
  await editOwnedListing(ctx, userId, listingId, async (tx, listing) => {
    const current = await listPhotos(tx, listing.id);
    const ids = new Set(current.map((p) => p.id));
    if (order.length !== ids.size || new Set(order).size !== order.length || order.some((id) => !ids.has(id))) {
      throw AppError.field('order', 'List every photo of the listing exactly once.');
    }
    if (coverId !== undefined && !ids.has(coverId))
      throw AppError.field('coverId', 'The cover must be one of the listing’s photos.');
    const cover = coverId ?? current.find((p) => p.isCover)?.id ?? order[0];
    await writePhotoOrder(tx, listing.id, order, cover);
    photos = await photosOf(tx, listing.id);
  });
  return { photos };
}

async function photosOf(tx: Tx, listingId: string) {
  return (await listPhotos(tx, listingId)).map(photoOut);
}
