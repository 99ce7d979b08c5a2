import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { listingPhotos, listings } from '@biclou/db/schema';
import { seedDemo } from '@biclou/db/seed-demo';
import { DEMO_LISTING_COUNTS, seedDemoListings } from '@biclou/db/seed-demo-listings';
import { distanceMeters } from '@biclou/domain/approximate-location';
import { missingListingAttributes } from '@biclou/domain/listing-completeness';
import { publicPointOf } from '../modules/listings/owned-listing';
import { buildTestApp, type TestApp } from './build-test-app';

let t: TestApp;
let seconds: number;
let first: Awaited<ReturnType<typeof seedDemoListings>>;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.deps.db, { hashPassword: t.deps.passwords.hash });
  const start = Date.now();
  first = await seedDemoListings(t.deps.db, {
    putMedia: t.deps.media.put,
    publicPoint: (id, p) => publicPointOf(t.deps.secret, id, p),
    now: t.clock.now(),
  });
  seconds = (Date.now() - start) / 1000;
});
afterAll(() => t.close());

describe('demo listings (first start)', () => {
  it('seeds 60 live, 4 paused and 4 drafts, quickly, and only once', async () => {
    expect(first).toEqual({ seeded: true, counts: { live: 60, paused: 4, draft: 4 } });
    expect(DEMO_LISTING_COUNTS).toEqual({ live: 60, paused: 4, draft: 4 });
    expect(seconds).toBeLessThan(20);
    const again = await seedDemoListings(t.deps.db, {
      putMedia: t.deps.media.put,
      publicPoint: (id, p) => publicPointOf(t.deps.secret, id, p),
    });
    expect(again.seeded).toBe(false);
    expect((await t.deps.db.select({ n: count() }).from(listings))[0]!.n).toBe(68);
  });

  it('live listings are complete, in real cities of the four countries, with 2–3 stored photos and a moved public point', async () => {
    const live = await t.deps.db.select().from(listings).where(eq(listings.status, 'live'));
    expect(new Set(live.map((l) => l.country))).toEqual(new Set(['FR', 'CH', 'BE', 'LU']));
    expect(new Set(live.map((l) => l.city)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(live.map((l) => l.categoryId)).size).toBeGreaterThanOrEqual(9);
    expect(live.some((l) => l.isElec) && live.some((l) => !l.isElec)).toBe(true);
    for (const l of live) {
      const photos = await t.deps.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, l.id));
      expect(missingListingAttributes({ ...l, photoCount: photos.length })).toEqual([]);
      expect(photos.length).toBeGreaterThanOrEqual(2);
      expect(photos.filter((p) => p.isCover)).toHaveLength(1);
      expect(l.pricePerDayCents).toBeGreaterThanOrEqual(800);
      expect(l.pricePerDayCents).toBeLessThanOrEqual(6000);
      const d = distanceMeters({ lat: l.lat!, lng: l.lng! }, { lat: l.approxLat!, lng: l.approxLng! });
      expect(d).toBeGreaterThan(290);
      expect(d).toBeLessThan(610);
    }
    const photo = (await t.deps.db.select().from(listingPhotos).limit(1))[0]!;
    expect(await t.deps.media.exists(photo.key)).toBe(true);
  });

  it('the API serves them: a public page, the proxy, and the drafts list what they miss', async () => {
    const [live] = await t.deps.db.select().from(listings).where(eq(listings.status, 'live')).limit(1);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/listings/${live!.id}` });
    expect(res.statusCode).toBe(200);
    const cover = res.json().listing.photos[0];
    const img = await t.app.inject({ method: 'GET', url: `/_img/w_320,h_240/${cover.key}` });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    const drafts = await t.deps.db.select().from(listings).where(eq(listings.status, 'draft'));
    const missing = await Promise.all(
      drafts.map(async (d) => {
        const [{ n } = { n: 0 }] = await t.deps.db
          .select({ n: count() })
          .from(listingPhotos)
          .where(eq(listingPhotos.listingId, d.id));
        return missingListingAttributes({ ...d, photoCount: n });
      }),
    );
    expect(missing.map((m) => m.length > 0)).toEqual([true, true, true, true]);
  });
});
