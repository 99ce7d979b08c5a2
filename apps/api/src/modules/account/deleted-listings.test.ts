import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPhotos, listings } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createLiveListing } from '../../test/booking-helpers';
import { PASSWORD, signedInUser } from '../../test/helpers';
import { seedTestPlaces } from '../../test/seo-places';

/**
 * A deleted account's listings leave every public place at once (search, the place pages, the
 * popular lists, the sitemap) and their photos leave the store (no URL serves them, the quota
 * forgets them), whether the member deletes the account or an admin anonymises it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedTestPlaces(t);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const LYON_BOUNDS = 'bounds=45.70,4.77,45.81,4.92';
const get = (url: string) => t.app.inject({ method: 'GET', url });

async function ownerWithListing() {
  const owner = await signedInUser(t);
  const { id } = await createLiveListing(t, owner.headers);
  const listing = (await t.app.inject({ method: 'GET', url: `/api/v1/listings/${id}`, headers: owner.headers })).json()
    .listing as { photos: { key: string }[] };
  return { owner, id, keys: listing.photos.map((p) => p.key) };
}

/** Where the public meets a listing: search, the place page, the sitemap, its photo by URL, the store. */
async function publicTraces(id: string, keys: string[]) {
  const search = (await get(`/api/v1/search?${LYON_BOUNDS}`)).json().results as { id: string }[];
  const place = (await get('/api/v1/place-pages/lyon?locale=en')).json().page.listings as { id: string }[];
  const sitemap = (await get('/sitemap.xml')).body;
  const images = await Promise.all(keys.map(async (k) => (await get(`/_img/w_320/${k}`)).statusCode));
  const stored = await Promise.all(keys.map((k) => t.deps.media.exists(k)));
  return {
    inSearch: search.some((r) => r.id === id),
    onPlacePage: place.some((l) => l.id === id),
    inSitemap: sitemap.includes(id),
    images,
    stored,
  };
}

describe('deleting an account', () => {
  it('takes its listings out of search, the place page and the sitemap, and deletes their photos', async () => {
    const { owner, id, keys } = await ownerWithListing();
    expect(keys.length).toBeGreaterThan(0);
    expect(await publicTraces(id, keys)).toEqual({
      inSearch: true,
      onPlacePage: true,
      inSitemap: true,
      images: keys.map(() => 200),
      stored: keys.map(() => true),
    });
    expect(await t.deps.media.usage(owner.user.id)).toBeGreaterThan(0);

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/account',
      headers: owner.headers as Headers,
      payload: { password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);

    expect(await publicTraces(id, keys)).toEqual({
      inSearch: false,
      onPlacePage: false,
      inSitemap: false,
      images: keys.map(() => 404),
      stored: keys.map(() => false),
    });
    expect(await t.deps.media.usage(owner.user.id)).toBe(0);
    const [row] = await t.deps.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({ status: 'deleted', deletedAt: expect.any(Date) });
    expect(await t.deps.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, id))).toEqual([]);
    // Gone, as any deleted listing (410), or unknown (404): never its content.
    expect([404, 410]).toContain((await get(`/api/v1/listings/${id}`)).statusCode);
  });

  it('an admin’s anonymisation does the same', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const { owner, id, keys } = await ownerWithListing();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${owner.user.id}/anonymise`,
      headers: admin.headers,
      payload: { confirmEmail: owner.email },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await publicTraces(id, keys)).toMatchObject({
      inSearch: false,
      onPlacePage: false,
      inSitemap: false,
      images: keys.map(() => 404),
      stored: keys.map(() => false),
    });
    expect(await t.deps.media.usage(owner.user.id)).toBe(0);
  });
});
