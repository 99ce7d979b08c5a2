import type { Readable } from 'node:stream';

/**
 * Where uploaded media live, as an interface: local disk by default (local-media-storage.ts);
 * an S3-compatible store plugs in here later (`STORAGE=s3`). Keys are relative, slash-separated
 * paths such as `listings/<listingId>/<photoId>.webp`, always checked with `isSafeMediaKey`.
 */
export interface MediaStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>;
  stream(key: string): Promise<{ stream: Readable; size: number } | null>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * A key we are willing to look up: relative, no `..`, no backslash, no empty or dot-leading
 * segment (so `.cache` and hidden files are never reachable), at most 8 segments.
 */
export function isSafeMediaKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  const segments = key.split('/');
  return segments.length <= 8 && segments.every((s) => SEGMENT.test(s) && !s.includes('..'));
}

export class UnsafeMediaKeyError extends Error {
  constructor(key: string) {
    super(`unsafe media key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}

/** Where a listing's photo is stored. */
export const listingPhotoKey = (listingId: string, photoId: string, ext: string) =>
  `listings/${listingId}/${photoId}.${ext}`;

/** Private media (chat photos) live under this prefix: never served by /_img, only through their module's authorised route. */
export const PRIVATE_MEDIA_PREFIX = 'private/';
export const isPrivateMediaKey = (key: string) => key.startsWith(PRIVATE_MEDIA_PREFIX);

/** Where a conversation's photo is stored (private). */
export const messagePhotoKey = (conversationId: string, photoId: string, ext: string) =>
  `${PRIVATE_MEDIA_PREFIX}messages/${conversationId}/${photoId}.${ext}`;

/** Where a handover report's photo is stored (private: the booking's two parties and admins only). */
export const handoverPhotoKey = (bookingId: string, photoId: string, ext: string) =>
  `${PRIVATE_MEDIA_PREFIX}handover/${bookingId}/${photoId}.${ext}`;
