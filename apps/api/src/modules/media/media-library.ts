import type { Db } from '@biclou/db/client';
import { mediaDir, s3Settings, type Config } from '../../platform/config/config';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { Metrics } from '../../platform/metrics/metrics';
import { createLocalMediaStorage, createLocalVariantStore } from './local-media-storage';
import { forgetObject, lockOwnerUsage, recordObject, usageOf } from './media-repository';
import type { MediaStorage, VariantStore } from './media-storage';
import { createS3MediaStorage } from './s3-media-storage';
import { createVariantCache, type VariantCache } from './variant-cache';

/** The 422 on the upload's `file` field when a member's photos would pass MEDIA_QUOTA_MB (translated in the `server` catalogue). */
export const QUOTA_EXCEEDED_MESSAGE = 'Your storage space is full. Delete some photos before adding new ones.';

/**
 * The media store every module uses (`deps.media`): a MediaStorage (local disk, or S3 with
 * S3_BUCKET), plus what goes with it whatever the backend — uploads counted against their owner's
 * quota, the image variant cache in the same store, and a readiness probe.
 */
export interface MediaLibrary extends MediaStorage {
  readonly kind: 'local' | 's3';
  /**
   * Stores a member's upload, counted against MEDIA_QUOTA_MB: over it, a 422 on `file` and nothing
   * is written. Uploads of one member are checked one at a time, on every instance.
   */
  putOwned(ownerId: string, key: string, data: Buffer, contentType: string): Promise<void>;
  /** Bytes a member keeps in the store. */
  usage(ownerId: string): Promise<number>;
  /** Deletes the object, its quota row and its cached variants. */
  delete(key: string): Promise<void>;
  /** Throws when the store cannot be reached (readiness): HeadBucket on S3, a lookup on disk. */
  ping(): Promise<void>;
  /** The image proxy's variants, in the same store, capped by MEDIA_CACHE_MAX_MB. */
  variants: VariantCache;
}

interface MediaLibraryParts {
  db: Db;
  clock: Clock;
  metrics?: Pick<Metrics, 'cacheLookups'>;
  log?: { warn(obj: object, msg: string): void };
}

/** The backend the configuration asks for: S3 with S3_BUCKET, local disk under MEDIA_DIR otherwise. */
function openBackend(config: Config): {
  kind: MediaLibrary['kind'];
  storage: MediaStorage;
  variantStore: VariantStore;
  ping(): Promise<void>;
} {
  const s3 = s3Settings(config);
  if (s3) {
    const store = createS3MediaStorage(s3);
    return { kind: 's3', storage: store.storage, variantStore: store.variants, ping: store.ping };
  }
  const root = mediaDir(config);
  const storage = createLocalMediaStorage(root);
  return {
    kind: 'local',
    storage,
    variantStore: createLocalVariantStore(root),
    ping: async () => {
      await storage.exists('health/ready-probe');
    },
  };
}

export function createMediaLibrary(config: Config, { db, clock, metrics, log }: MediaLibraryParts): MediaLibrary {
  const { kind, storage, variantStore, ping } = openBackend(config);
  const variants = createVariantCache({
    store: variantStore,
    db,
    clock,
    capBytes: config.MEDIA_CACHE_MAX_MB * 1024 * 1024,
    metrics,
    log,
  });
  const quotaBytes = config.MEDIA_QUOTA_MB * 1024 * 1024;
  return {
    kind,
    put: (key, data, contentType) => storage.put(key, data, contentType),
    get: (key) => storage.get(key),
    stream: (key) => storage.stream(key),
    exists: (key) => storage.exists(key),
    async delete(key) {
      await storage.delete(key);
      await Promise.all([forgetObject(db, key), variants.purge(key)]);
    },
    async putOwned(ownerId, key, data, contentType) {
      await db.transaction(async (tx) => {
        await lockOwnerUsage(tx, ownerId);
        if ((await usageOf(tx, ownerId)) + data.length > quotaBytes)
          throw AppError.field('file', QUOTA_EXCEEDED_MESSAGE);
        await recordObject(tx, { key, ownerId, bytes: data.length });
      });
      try {
        await storage.put(key, data, contentType);
      } catch (err) {
        await forgetObject(db, key).catch(() => undefined);
        throw err;
      }
    },
    usage: (ownerId) => usageOf(db, ownerId),
    ping,
    variants,
  };
}
