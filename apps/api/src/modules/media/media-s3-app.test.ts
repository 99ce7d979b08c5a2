import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPhotos, messages } from '@biclou/db/schema';
import { loadConfig, s3Settings } from '../../platform/config/config';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bookingWorld } from '../../test/booking-helpers';
import { signedInUser } from '../../test/helpers';
import { createListingVia, multipart, testImage, uploadPhoto } from '../../test/listing-helpers';
import { s3TestEnv } from '../../test/s3-env';
import { findVariant } from './media-repository';
import { createS3MediaStorage } from './s3-media-storage';

const s3 = s3TestEnv();

// The whole app with S3_* set: uploads, /_img and its variant cache go to the bucket, not MEDIA_DIR.
describe.skipIf(!s3)('the app on S3 (S3_ENDPOINT)', () => {
  let t: TestApp;
  const bucket = () => createS3MediaStorage(s3Settings(loadConfig(s3!))!);
  beforeAll(async () => {
    t = await buildTestApp({}, s3!);
  });
  afterAll(() => t.close());

  it('stores an upload in the bucket, serves and caches its variants there, and deletes both', async () => {
    expect(t.deps.media.kind).toBe('s3');
    const { headers } = await signedInUser(t);
    const listingId = await createListingVia(t, headers, 'infos');
    const res = await uploadPhoto(t, headers, listingId, await testImage('jpeg', { width: 800, height: 600 }));
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json().photo as { id: string; key: string };
    expect(await bucket().storage.exists(photo.key)).toBe(true);
    expect(existsSync(path.join(t.mediaDir, 'listings'))).toBe(false); // nothing on local disk

    const img = await t.app.inject({ method: 'GET', url: `/_img/w_320,f_webp/${photo.key}` });
    expect(img.statusCode).toBe(200);
    expect(await sharp(img.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    const variant = `${photo.key}/f_webp,q_75,w_320,h_auto,fit_inside.webp`;
    expect(await bucket().variants.get(variant)).toEqual(img.rawPayload);
    expect(await findVariant(t.deps.db, variant)).toMatchObject({ sourceKey: photo.key, bytes: img.rawPayload.length });
    expect(existsSync(path.join(t.mediaDir, '.cache'))).toBe(false);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/listings/${listingId}/photos/${photo.id}`,
      headers,
    });
    expect(del.statusCode, del.body).toBeLessThan(300);
    expect(await bucket().storage.exists(photo.key)).toBe(false);
    expect(await bucket().variants.get(variant)).toBeNull();
    expect(await findVariant(t.deps.db, variant)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: `/_img/w_320,f_webp/${photo.key}` })).statusCode).toBe(404);
  });

  it('variants and private photos are never served as media: /_img refuses .cache/ keys and private keys', async () => {
    const w = await bookingWorld(t);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: w.renter.headers,
      payload: { listingId: w.listing.id, body: 'Hello, is it free?' },
    });
    const conversationId = start.json().conversation.id as string;
    const up = multipart('file', await testImage('jpeg'), 'photo.jpg');
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/${conversationId}/attachments`,
      headers: { ...w.renter.headers, ...up.headers },
      payload: up.payload,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(readdirSync(t.mediaDir)).toEqual([]); // the private photo is in the bucket too
    const own = await t.app.inject({ method: 'GET', url: posted.json().attachment.url, headers: w.owner.headers });
    expect(own.statusCode).toBe(200);
    const stranger = await signedInUser(t);
    const denied = await t.app.inject({ method: 'GET', url: posted.json().attachment.url, headers: stranger.headers });
    expect(denied.statusCode).toBe(404);

    const [row] = await t.deps.db
      .select()
      .from(messages)
      .where(eq(messages.id, BigInt(posted.json().id)));
    const privateKey = row!.attachmentKey!;
    expect(await bucket().storage.exists(privateKey)).toBe(true);
    const [cover] = await t.deps.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, w.listing.id));
    const served = await t.app.inject({ method: 'GET', url: `/_img/w_320/${cover!.key}` });
    expect(served.statusCode).toBe(200);
    const variant = `.cache/${cover!.key}/f_webp,q_75,w_64,h_auto,fit_inside.webp`;
    for (const [url, status] of [
      [`/_img/_/${privateKey}`, 404],
      [`/_img/w_320/${privateKey}`, 404],
      [`/_img/_/${variant}`, 400],
      [`/_img/_/%2ecache/${cover!.key}`, 400],
    ] as const)
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(status);
    expect(await bucket().storage.exists(privateKey)).toBe(true);
  });
});
