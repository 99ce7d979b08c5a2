import type { FastifyBaseLogger } from 'fastify';
import { LISTING_MESSAGES } from '@biclou/domain/listing-rules';
import { AppError } from '../../platform/http/app-error';
import { detectImageType } from './detect-image-type';
import type { MediaLibrary } from './media-library';
import { processPhoto, type ProcessedPhoto } from './process-photo';

/**
 * An uploaded photo, checked by its content (magic bytes, then a full decode) and re-encoded as
 * WebP without metadata. Anything that is not a decodable image is the field's 422, the same
 * sentence wherever people upload photos; why sharp refused it goes to the log, not to them.
 */
export async function readUploadedPhoto(log: FastifyBaseLogger, upload: Buffer, what: string): Promise<ProcessedPhoto> {
  if (!detectImageType(upload)) throw AppError.field('file', LISTING_MESSAGES.fileType);
  try {
    return await processPhoto(upload);
  } catch (err) {
    log.info({ err }, `${what} could not be decoded`);
    throw AppError.field('file', LISTING_MESSAGES.fileType);
  }
}

/**
 * Stores a processed photo under `key` for its owner, then records it with `record` (a transaction
 * that re-checks its rules under a lock). When storing or recording fails the file is removed, so a
 * refused upload leaves nothing in storage or in the owner's quota.
 */
export async function storeThenRecord<T>(
  media: Pick<MediaLibrary, 'putOwned' | 'delete'>,
  ownerId: string,
  key: string,
  photo: ProcessedPhoto,
  record: () => Promise<T>,
): Promise<T> {
  try {
    await media.putOwned(ownerId, key, photo.data, photo.contentType);
    return await record();
  } catch (err) {
    await media.delete(key).catch(() => undefined);
    throw err;
  }
}
