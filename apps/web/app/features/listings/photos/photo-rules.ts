import { ACCEPTED_PHOTO_TYPES, LISTING_LIMITS, LISTING_MESSAGES } from '@biclou/domain/listing-rules';

/**
 * Photo limits of decisions "Listing rules", from the domain rules the server applies. They are
 * shown in the UI and checked before an upload starts, with the server's own messages; the
 * server checks again (magic bytes, not the declared type).
 */
export const PHOTO_MAX_BYTES = LISTING_LIMITS.maxPhotoBytes;
export const PHOTO_MAX_COUNT = LISTING_LIMITS.maxPhotos;
export const PHOTO_ACCEPT = ACCEPTED_PHOTO_TYPES.join(',');

/** The server message a file would get, or null when it may be sent. */
export function precheckPhoto(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) return LISTING_MESSAGES.fileType;
  if (file.size > PHOTO_MAX_BYTES) return LISTING_MESSAGES.fileTooLarge;
  return null;
}
