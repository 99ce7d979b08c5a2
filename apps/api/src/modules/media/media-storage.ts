import type { Readable } from 'node:stream';

/**
 * Where uploaded media live, as an interface: local disk by default (local-media-storage.ts), an
 * S3-compatible bucket with S3_BUCKET (s3-media-storage.ts). Keys are relative, slash-separated
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

/**
 * The image proxy's rendered variants, in the same store as the media but in an area no media key
 * reaches (`.cache/` on disk and in the bucket: a key never starts with a dot). A name is
 * `<media key>/<variant>`, checked with `isSafeVariantName`.
 */
export interface VariantStore {
  get(name: string): Promise<Buffer | null>;
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** Deleting a missing variant is not an error. */
  delete(name: string): Promise<void>;
  /** Every variant of one media key, indexed or not (the photo was deleted). */
  deleteAllOf(key: string): Promise<void>;
}

/** The reserved area (folder, key prefix) of the variants. */
export const VARIANT_AREA = '.cache';

const VARIANT = /^[a-z0-9_,]{1,120}\.(webp|avif|jpeg|png)$/;

/** `<media key>/<variant>`: a safe media key, then a canonical modifiers file name (`f_webp,q_75,w_640,h_auto,fit_inside.webp`). */
export const variantName = (key: string, variant: string) => `${key}/${variant}`;
function isSafeVariantName(name: string): boolean {
  const slash = name.lastIndexOf('/');
  return slash > 0 && isSafeMediaKey(name.slice(0, slash)) && VARIANT.test(name.slice(slash + 1));
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

/** The key, checked (isSafeMediaKey) as every store checks it: UnsafeMediaKeyError otherwise. */
export function checkedMediaKey(key: string): string {
  if (!isSafeMediaKey(key)) throw new UnsafeMediaKeyError(key);
  return key;
}

/** The variant name, checked (isSafeVariantName) as every variant store checks it: UnsafeMediaKeyError otherwise. */
export function checkedVariantName(name: string): string {
  if (!isSafeVariantName(name)) throw new UnsafeMediaKeyError(name);
  return name;
}

/** Where a listing's photo is stored. */
export const listingPhotoKey = (listingId: string, photoId: string, ext: string) =>
  `listings/${listingId}/${photoId}.${ext}`;

/** Private media (chat photos) live under this prefix: never served by /_img, only through their module's authorised route. */
const PRIVATE_MEDIA_PREFIX = 'private/';
export const isPrivateMediaKey = (key: string) => key.startsWith(PRIVATE_MEDIA_PREFIX);

/** Where a conversation's photo is stored (private). */
export const messagePhotoKey = (conversationId: string, photoId: string, ext: string) =>
  `${PRIVATE_MEDIA_PREFIX}messages/${conversationId}/${photoId}.${ext}`;

/** Where a handover report's photo is stored (private: the booking's two parties and admins only). */
export const handoverPhotoKey = (bookingId: string, photoId: string, ext: string) =>
  `${PRIVATE_MEDIA_PREFIX}handover/${bookingId}/${photoId}.${ext}`;
