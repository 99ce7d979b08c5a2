import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { createListingVia, multipart, testImage, uploadPhoto } from '../../test/listing-helpers';
import { consumeOrThrow, RATE_RULES } from '../../platform/rate-limit/rate-limiter';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  ({ headers } = await signedInUser(t));
});
afterAll(() => t.close());

const GPS_EXIF = {
  IFD0: { Copyright: 'Secret Owner', Artist: 'Secret Owner', Make: 'PhoneCo' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '45/1 45/1 4718/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '4/1 50/1 5150/100',
  },
};
const photosOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/listings/${id}`, headers })).json().listing.photos as {
    id: string;
    key: string;
    isCover: boolean;
    position: number;
  }[];

describe('POST /listings/:id/photos', () => {
  it('stores a re-encoded copy with no EXIF, GPS or any other metadata', async () => {
    const id = await createListingVia(t, headers, 'infos');
    const original = await testImage('jpeg', { exif: GPS_EXIF });
    expect((await sharp(original).metadata()).exif).toBeDefined(); // the upload really carries EXIF
    const res = await uploadPhoto(t, headers, id, original);
    expect(res.statusCode).toBe(201);
    const stored = await t.deps.media.get(res.json().photo.key);
    const meta = await sharp(stored!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(stored!.includes(Buffer.from('Secret Owner'))).toBe(false);
  });

  it('accepts PNG, WebP and AVIF, checks the content and not the name, and turns photos upright', async () => {
    const id = await createListingVia(t, headers, 'infos');
    for (const format of ['png', 'webp', 'avif'] as const) {
      // A misleading name and type: only the bytes count.
      const res = await uploadPhoto(t, headers, id, await testImage(format), 'holiday.txt');
      expect({ format, status: res.statusCode }).toEqual({ format, status: 201 });
    }
    // EXIF orientation 6 (rotate 90°): stored upright, so width and height swap.
    const sideways = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#08f' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await uploadPhoto(t, headers, id, sideways)).json().photo).toMatchObject({ width: 40, height: 80 });
  });

  it('shrinks big photos to 2560 px on the longest side', async () => {
    const id = await createListingVia(t, headers, 'infos');
    const res = await uploadPhoto(t, headers, id, await testImage('jpeg', { width: 3000, height: 1500 }));
    expect(res.json().photo).toMatchObject({ width: 2560, height: 1280 });
  });

  it.each([
    ['text named .jpg', Buffer.from('this is not an image at all, just text'), 'bike.jpg'],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'bike.png'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'), 'bike.gif'],
    [
      'a JPEG header followed by garbage',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
      'bike.jpg',
    ],
  ])('422 for fake content: %s', async (_label, file, name) => {
    const id = await createListingVia(t, headers, 'infos');
    const res = await uploadPhoto(t, headers, id, file, name);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ file: ['The file must be a JPEG, PNG, WebP or AVIF image.'] });
    expect(await photosOf(id)).toEqual([]);
  });

  it("422 'File is too large.' over 15 MB, and nothing is stored", async () => {
    const id = await createListingVia(t, headers, 'infos');
    const big = Buffer.concat([await testImage(), Buffer.alloc(15 * 1024 * 1024 + 1 - (await testImage()).length, 0)]);
    expect(big.length).toBe(15 * 1024 * 1024 + 1);
    const res = await uploadPhoto(t, headers, id, big);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ file: ['File is too large.'] });
    expect(await photosOf(id)).toEqual([]);
  });

  it('422 without a file or without multipart', async () => {
    const id = await createListingVia(t, headers, 'infos');
    const wrongField = multipart('photo', await testImage());
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/listings/${id}/photos`,
      headers: { ...headers, ...wrongField.headers },
      payload: wrongField.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ file: ['Choose a photo to upload.'] });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/listings/${id}/photos`, headers, payload: { file: 'x' } }))
        .statusCode,
    ).toBe(422);
  });

  it('refuses the 13th photo', async () => {
    const id = await createListingVia(t, headers, 'infos');
    const image = await testImage();
    for (let i = 0; i < 12; i++) expect((await uploadPhoto(t, headers, id, image)).statusCode).toBe(201);
    const res = await uploadPhoto(t, headers, id, image);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ file: ['A listing can have at most 12 photos.'] });
    expect(await photosOf(id)).toHaveLength(12);
    const files = readdirSync(path.join(t.mediaDir, 'listings', id));
    expect(files).toHaveLength(12);
  });
});

describe('ordering, cover and deletion', () => {
  it('the first photo is the cover; reorder and choose another cover; deleting the cover passes it on', async () => {
    const id = await createListingVia(t, headers, 'infos');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await uploadPhoto(t, headers, id)).json().photo.id);
    expect((await photosOf(id)).map((p) => [p.id, p.position, p.isCover])).toEqual([
      [ids[0], 0, true],
      [ids[1], 1, false],
      [ids[2], 2, false],
    ]);

    const reordered = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${id}/photos`,
      headers,
      payload: { order: [ids[2], ids[0], ids[1]], coverId: ids[1] },
    });
    expect(reordered.statusCode).toBe(200);
    expect(
      reordered
        .json()
        .photos.map((p: { id: string; position: number; isCover: boolean }) => [p.id, p.position, p.isCover]),
    ).toEqual([
      [ids[2], 0, false],
      [ids[0], 1, false],
      [ids[1], 2, true],
    ]);

    const missingOne = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${id}/photos`,
      headers,
      payload: { order: [ids[2], ids[0]] },
    });
    expect(missingOne.json().error.fields).toEqual({ order: ['List every photo of the listing exactly once.'] });
    const foreignCover = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${id}/photos`,
      headers,
      payload: { order: ids, coverId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(foreignCover.statusCode).toBe(422);

    const coverKey = (await photosOf(id)).find((p) => p.isCover)!.key;
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/listings/${id}/photos/${ids[1]}`, headers });
    expect(deleted.statusCode).toBe(200);
    expect(
      deleted
        .json()
        .photos.map((p: { id: string; position: number; isCover: boolean }) => [p.id, p.position, p.isCover]),
    ).toEqual([
      [ids[2], 0, true],
      [ids[0], 1, false],
    ]);
    expect(await t.deps.media.exists(coverKey)).toBe(false);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/listings/${id}/photos/${ids[1]}`, headers })).statusCode,
    ).toBe(404);
  });

  it('a live listing keeps at least one photo', async () => {
    const id = await createListingVia(t, headers, 'live');
    const [only] = await photosOf(id);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/listings/${id}/photos/${only!.id}`, headers });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'listing_incomplete', fields: { missing: ['photo'] } });
    expect(await photosOf(id)).toHaveLength(1);
    expect(await t.deps.media.exists(only!.key)).toBe(true);
  });
});

describe('the upload budget', () => {
  it('refuses the 61st upload of the hour with a 429 before reading it, and writes nothing', async () => {
    const member = await signedInUser(t);
    const id = await createListingVia(t, member.headers, 'infos');
    expect((await uploadPhoto(t, member.headers, id, await testImage('jpeg'))).statusCode).toBe(201);
    // 59 more uploads' worth of the budget (RATE_RULES.uploadsUser), without the bytes.
    for (let i = 0; i < 59; i++)
      await consumeOrThrow(t.deps.rateLimiter, [[RATE_RULES.uploadsUser, member.user.id]], () => new Error('early'));
    const res = await uploadPhoto(t, member.headers, id, await testImage('jpeg'));
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    expect(res.json().error.message).toMatch(/^Too many attempts\. Please try again in /);
    const listing = await t.app.inject({ method: 'GET', url: `/api/v1/listings/${id}`, headers: member.headers });
    expect(listing.json().listing.photos).toHaveLength(1);
    // Another member's budget is their own.
    expect(
      (await uploadPhoto(t, headers, await createListingVia(t, headers, 'infos'), await testImage('jpeg'))).statusCode,
    ).toBe(201);
  });
});
