import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_ASPECTS, IMAGE_FIXED_SIZES, IMAGE_WIDTHS, imageHeightFor } from '@biclou/contracts/media-constants';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { createListingVia, testImage, uploadPhoto } from '../../test/listing-helpers';

let t: TestApp;
let key: string;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  ({ headers } = await signedInUser(t));
  const id = await createListingVia(t, headers, 'infos');
  key = (await uploadPhoto(t, headers, id, await testImage('jpeg', { width: 800, height: 600 }))).json().photo.key;
  // A secret next to the media root: nothing may ever serve it.
  writeFileSync(path.join(t.mediaDir, '..', `secret-${path.basename(t.mediaDir)}.txt`), 'secret');
});
afterAll(() => t.close());

const img = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /_img/:modifiers/*key', () => {
  it('defaults to webp and sends immutable caching', async () => {
    const res = await img(`/_img/_/${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
  });

  it.each([
    ['w_640,h_480,f_webp,q_75,fit_cover', 'image/webp', 'webp', 640, 480],
    ['w_320', 'image/webp', 'webp', 320, 240],
    ['w_640,h_480,f_jpeg', 'image/jpeg', 'jpeg', 640, 480],
    ['w_320,h_320,f_png', 'image/png', 'png', 320, 320],
    ['w_320,f_avif', 'image/avif', 'heif', 320, 240],
    ['w_2560', 'image/webp', 'webp', 800, 600], // never enlarged
  ])('%s → %s %ix%i', async (modifiers, type, format, width, height) => {
    const res = await img(`/_img/${modifiers}/${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format, width, height });
  });

  it('caches each variant on disk under MEDIA_DIR/.cache, and a deleted photo stops being served', async () => {
    const id = await createListingVia(t, headers, 'infos');
    const photo = (await uploadPhoto(t, headers, id)).json().photo;
    expect((await img(`/_img/w_320,f_webp/${photo.key}`)).statusCode).toBe(200);
    const folder = path.join(t.mediaDir, '.cache', photo.key);
    expect(readdirSync(folder)).toEqual(['f_webp,q_75,w_320,h_auto,fit_inside.webp']);
    const again = await img(`/_img/f_webp,w_320/${photo.key}`); // same variant, other order: same cache file
    expect(again.statusCode).toBe(200);
    expect(readdirSync(folder)).toHaveLength(1);

    await t.app.inject({ method: 'DELETE', url: `/api/v1/listings/${id}/photos/${photo.id}`, headers });
    expect((await img(`/_img/w_320,f_webp/${photo.key}`)).statusCode).toBe(404);
    expect(existsSync(folder)).toBe(false);
  });

  it.each([
    ['w_99999', 400],
    ['w_2561', 400],
    ['h_0', 400],
    ['q_101', 400],
    ['f_gif', 400],
    ['fit_stretch', 400],
    ['w_10,w_20', 400],
    ['x_1', 400],
    ['w_abc', 400],
    ['', 400],
  ])('refuses absurd or unknown modifiers: %j → %i', async (modifiers, status) => {
    expect((await img(`/_img/${modifiers}/${key}`)).statusCode).toBe(status);
  });

  it.each([
    'w_200',
    'w_641',
    'w_1999',
    'h_300',
    'w_640,h_481',
    'w_640,h_480,fit_contain',
    'w_640,fit_cover',
    'w_640,q_50',
    'w_640,h_480,q_100',
    'w_1200,h_630,fit_inside',
    'q_1',
  ])('refuses a size or quality no page asks for: %s → 400', async (modifiers) => {
    const res = await img(`/_img/${modifiers}/${key}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });

  it('renders every size the pages ask for (the srcset widths, each crop, the fixed sizes)', async () => {
    const shapes = [
      ...IMAGE_WIDTHS.flatMap((w) => [`w_${w}`, ...IMAGE_ASPECTS.map((a) => `w_${w},h_${imageHeightFor(w, a)}`)]),
      ...Object.values(IMAGE_FIXED_SIZES).map((s) => `w_${s.width},h_${s.height}`),
    ];
    for (const shape of shapes) {
      const res = await img(`/_img/${shape},f_webp,q_75/${key}`);
      expect(res.statusCode, shape).toBe(200);
    }
  });

  it.each([
    '/_img/_/../secret.txt',
    '/_img/_/..%2f..%2fsecret.txt',
    '/_img/_/%2e%2e/%2e%2e/etc/passwd',
    '/_img/_/listings/..%2f..%2f..%2fetc%2fpasswd',
    '/_img/_/%2fetc%2fpasswd',
    '/_img/_//etc/passwd',
    '/_img/_/listings%5c..%5c..%5csecret.txt',
    '/_img/_/.cache/anything.webp',
    '/_img/_/http://example.com/a.jpg',
    '/_img/_/https%3A%2F%2Fexample.com%2Fa.jpg',
  ])('never leaves the media root: %s', async (url) => {
    const res = await img(url);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('404 for a key that is not in our storage', async () => {
    const res = await img(
      '/_img/w_320/listings/00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-000000000000.webp',
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
