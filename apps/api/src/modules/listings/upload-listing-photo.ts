import { randomUUID } from 'node:crypto';
import type { Photo } from '@biclou/contracts/media';
import { LISTING_LIMITS, LISTING_MESSAGES } from '@biclou/domain/listing-rules';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { listingPhotoKey, readUploadedPhoto, storeThenRecord } from '../media';
import { findListing, updateListing } from './listing-repository';
import { listingNotFound, lockOwnedListing } from './owned-listing';
import { countPhotos, insertPhoto, listPhotos } from './photo-repository';

const tooMany = () => AppError.field('file', LISTING_MESSAGES.tooManyPhotos);

/** Cheap checks before the upload is read: the caller's own listing, with room for one more photo. */
export async function checkPhotoUpload(ctx: RequestContext, userId: string, listingId: string) {
  const row = await findListing(ctx.deps.db, listingId);
  if (!row || row.ownerId !== userId || row.status === 'deleted') throw listingNotFound();
  if ((await countPhotos(ctx.deps.db, listingId)) >= LISTING_LIMITS.maxPhotos) throw tooMany();
}

/**
 * Adds a photo: the real type is read from the magic bytes, the image re-encoded (EXIF and GPS
 * stripped) and stored, then recorded in one transaction that re-checks the 12-photo limit
 * under the listing's lock. The first photo becomes the cover. A failed insert removes the file.
 */
export async function uploadListingPhoto(
  ctx: RequestContext,
  userId: string,
  listingId: string,
  upload: Buffer,
): Promise<{ photo: Photo }> {
  const { deps } = ctx;
  const processed = await readUploadedPhoto(ctx.log, upload, 'photo upload');
  const id = randomUUID();
  const key = listingPhotoKey(listingId, id, processed.ext);
  return storeThenRecord(deps.media, userId, key, processed, () =>
    deps.db.transaction(async (tx) => {
      const listing = await lockOwnedListing(tx, listingId, userId);
      const existing = await listPhotos(tx, listing.id);
      if (existing.length >= LISTING_LIMITS.maxPhotos) throw tooMany();
      const row = await insertPhoto(tx, {
        id,
        listingId: listing.id,
        key,
        width: processed.width,
        height: processed.height,
        bytes: processed.data.length,
        position: existing.reduce((max, p) => Math.max(max, p.position + 1), 0),
        isCover: !existing.some((p) => p.isCover),
        createdAt: deps.clock.now(),
      });
      await updateListing(tx, listing.id, { updatedAt: deps.clock.now() });
      return {
        photo: {
          id: row.id,
          key: row.key,
          width: row.width,
          height: row.height,
          position: row.position,
          isCover: row.isCover,
        },
      };
    }),
  );
}
