import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../platform/config/config';
import {
  checkedMediaKey,
  checkedVariantName,
  VARIANT_AREA,
  type MediaStorage,
  type VariantStore,
} from './media-storage';

// The SDK version is pinned to one that supports Node 20 (docs/decisions.md "Media: object
// storage"); its notice that later releases will need Node 22 is about upgrades, not this process.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** One client per process: it keeps its connections (keep-alive) to the store. */
function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: every compatible store (MinIO, s3rver, Scaleway…)
    // accepts that, not all of them the newer default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** An S3 store: the media under their keys, the variants under `.cache/` in the same bucket. */
export interface S3MediaStore {
  storage: MediaStorage;
  variants: VariantStore;
  /** HeadBucket: the bucket exists and these credentials reach it (readiness). */
  ping(): Promise<void>;
  /** The stored size of a media key, or null when there is none (the copy to S3 compares sizes). */
  sizeOf(key: string): Promise<number | null>;
  client: S3Client;
  bucket: string;
}

/**
 * Media in an S3-compatible bucket. The bucket stays private: the site serves media through its own
 * routes (/_img for public photos, the authorised routes for chat and handover photos), never with
 * a bucket URL. Keys are checked exactly as on disk.
 */
export function createS3MediaStorage(settings: S3Settings, client = createS3Client(settings)): S3MediaStore {
  const Bucket = settings.bucket;
  const checked = checkedMediaKey;
  const variantKey = (name: string) => `${VARIANT_AREA}/${checkedVariantName(name)}`;

  async function put(Key: string, data: Buffer, contentType: string) {
    await client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentType: contentType }));
  }
  async function get(Key: string): Promise<Buffer | null> {
    try {
      const res = await client.send(new GetObjectCommand({ Bucket, Key }));
      if (!res.Body) return null;
      return Buffer.from(await res.Body.transformToByteArray());
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }
  async function remove(Key: string) {
    await client.send(new DeleteObjectCommand({ Bucket, Key }));
  }

  const storage: MediaStorage = {
    put: async (key, data, contentType) => put(checked(key), data, contentType),
    get: async (key) => get(checked(key)),
    async stream(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        if (!res.Body) return null;
        return { stream: res.Body as Readable, size: res.ContentLength ?? 0 };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },
    delete: async (key) => remove(checked(key)),
  };

  const variants: VariantStore = {
    get: async (name) => get(variantKey(name)),
    put: async (name, data, contentType) => put(variantKey(name), data, contentType),
    delete: async (name) => remove(variantKey(name)),
    async deleteAllOf(key) {
      const Prefix = `${VARIANT_AREA}/${checked(key)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        await Promise.all((page.Contents ?? []).map((o) => (o.Key ? remove(o.Key) : undefined)));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };

  return {
    storage,
    variants,
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async sizeOf(key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }))).ContentLength ?? 0;
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    client,
    bucket: Bucket,
  };
}
