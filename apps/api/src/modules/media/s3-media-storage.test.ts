import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { loadConfig, s3Settings } from '../../platform/config/config';
import { s3TestEnv } from '../../test/s3-env';
import { createS3MediaStorage } from './s3-media-storage';

const env = s3TestEnv();

// Runs against a real S3-compatible server over HTTP (s3rver in CI); skipped without S3_ENDPOINT.
describe.skipIf(!env)('S3 media storage (S3_ENDPOINT)', () => {
  const settings = () => s3Settings(loadConfig(env!))!;
  const store = () => createS3MediaStorage(settings());
  const folder = () => `listings/${randomUUID()}`;

  it('puts, reads, streams, tells existence and deletes, over HTTP', async () => {
    const { storage, client, bucket } = store();
    const key = `${folder()}/${randomUUID()}.webp`;
    const data = Buffer.from('RIFF....WEBPVP8 not really an image');
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stream(key)).toBeNull();

    await storage.put(key, data, 'image/webp');
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.get(key)).toEqual(data);
    const streamed = await storage.stream(key);
    expect(streamed?.size).toBe(data.length);
    const chunks: Buffer[] = [];
    for await (const chunk of streamed!.stream) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks)).toEqual(data);
    // Stored with its content type, at exactly that key of the bucket.
    const raw = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    expect(raw.ContentType).toBe('image/webp');

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // deleting a missing key is not an error
  });

  it('a folder is not an object, and an overwrite replaces the bytes', async () => {
    const { storage } = store();
    const dir = folder();
    await storage.put(`${dir}/a.webp`, Buffer.from('one'), 'image/webp');
    await storage.put(`${dir}/a.webp`, Buffer.from('two'), 'image/webp');
    expect((await storage.get(`${dir}/a.webp`))?.toString()).toBe('two');
    expect(await storage.exists(dir)).toBe(false);
    await storage.delete(`${dir}/a.webp`);
  });

  it.each(['../outside.txt', '.cache/listings/a/b.webp', 'listings//a', '/abs/key', 'a\\b'])(
    'refuses the unsafe key %j before any request',
    async (key) => {
      const { storage } = store();
      await expect(storage.get(key)).rejects.toThrow(/unsafe media key/);
      await expect(storage.exists(key)).rejects.toThrow(/unsafe media key/);
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe media key/);
      await expect(storage.delete(key)).rejects.toThrow(/unsafe media key/);
    },
  );

  it('keeps variants under .cache/, out of reach of every media key, and deletes all of a key at once', async () => {
    const { storage, variants, client, bucket } = store();
    const key = `${folder()}/photo.webp`;
    await storage.put(key, Buffer.from('original'), 'image/webp');
    await variants.put(`${key}/f_webp,q_75,w_32,h_auto,fit_inside.webp`, Buffer.from('v1'), 'image/webp');
    await variants.put(`${key}/f_jpeg,q_75,w_64,h_auto,fit_inside.jpeg`, Buffer.from('v2'), 'image/jpeg');
    const raw = await client.send(
      new GetObjectCommand({ Bucket: bucket, Key: `.cache/${key}/f_webp,q_75,w_32,h_auto,fit_inside.webp` }),
    );
    expect(Buffer.from(await raw.Body!.transformToByteArray()).toString()).toBe('v1');
    // The media API cannot name the variant area.
    await expect(storage.get(`.cache/${key}/f_webp,q_75,w_32,h_auto,fit_inside.webp`)).rejects.toThrow(/unsafe/);
    await expect(variants.get(`${key}/../../secret`)).rejects.toThrow(/unsafe/);

    await variants.deleteAllOf(key);
    expect(await variants.get(`${key}/f_webp,q_75,w_32,h_auto,fit_inside.webp`)).toBeNull();
    expect(await variants.get(`${key}/f_jpeg,q_75,w_64,h_auto,fit_inside.jpeg`)).toBeNull();
    expect((await storage.get(key))?.toString()).toBe('original'); // the original stays
    await storage.delete(key);
  });

  it('ping answers for the bucket, and fails for a bucket that does not exist', async () => {
    await expect(store().ping()).resolves.toBeUndefined();
    const missing = createS3MediaStorage({ ...settings(), bucket: `missing-${randomUUID().slice(0, 8)}` });
    await expect(missing.ping()).rejects.toThrow();
  });
});
