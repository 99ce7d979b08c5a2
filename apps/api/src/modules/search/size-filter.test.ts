import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { categories, listingPhotos, listings } from '@biclou/db/schema';
import {
  frameSizeFor,
  SIZE_GUIDE_CODES,
  SIZE_GUIDE_TYPES,
  sizeScaleOf,
  type SizeGuideType,
} from '@biclou/domain/frame-size';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/helpers';

/**
 * The size guide (/size-guide) answers in the listings' own size scale, and its "see bikes in this
 * size" link is a search on `category` + `size`: both must hold against the real catalogue and search.
 */
let t: TestApp;
let owner = '';
const categoryIds = new Map<string, string>();
const created: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  for (const c of await t.deps.db.select().from(categories)) categoryIds.set(c.slug, c.id);
  owner = (await createUser(t, { firstname: 'Sasha' })).user.id;
});
afterAll(async () => {
  if (created.length) await t?.deps.db.delete(listings).where(inArray(listings.id, created));
  await t?.close();
});

interface Catalog {
  categories: { slug: string }[];
  sizes: { code: string; kind: 'frame' | 'wheel'; labelEn: string; labelFr: string }[];
}
async function catalog(): Promise<Catalog> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/categories' });
  expect(res.statusCode).toBe(200);
  return res.json() as Catalog;
}

/** A live listing of a category and size at a point far from the other tests' listings (Brest). */
async function listingOf(category: string, sizeCode: string, isElec = false) {
  const lat = 48.39;
  const lng = -4.49;
  const [row] = await t.deps.db
    .insert(listings)
    .values({
      ownerId: owner,
      status: 'live',
      brand: 'Size',
      model: `${category} ${sizeCode}`,
      categoryId: categoryIds.get(category)!,
      isElec,
      sizeCode,
      address: '1 rue Secrète',
      postalCode: '29200',
      city: 'Brest',
      country: 'FR',
      pricePerDayCents: 1500,
      lat: lat + 0.003,
      lng: lng + 0.003,
      approxLat: lat,
      approxLng: lng,
      location: { x: lng, y: lat },
      minBookingDays: 1,
      noticeDays: 0,
      publishedAt: new Date(),
    })
    .returning({ id: listings.id });
  const id = row!.id;
  await t.deps.db.insert(listingPhotos).values({
    listingId: id,
    key: `listings/${id}/0.webp`,
    width: 800,
    height: 600,
    bytes: 1000,
    position: 0,
    isCover: true,
  });
  created.push(id);
  return id;
}

const AREA = 'bounds=48.3,-4.6,48.5,-4.4';
async function found(qs: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/search?${AREA}&${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: { id: string; size: { code: string } }[] }).results.map((r) => r.id).sort();
}

/** The search the guide's link opens, as the web builds it (size-guide-state.ts). */
function guideSearch(type: SizeGuideType, heightCm: number, ebike = false): string {
  const result = frameSizeFor({ type, heightCm });
  if (!result.ok) throw new Error('no size');
  return `category=${type}${ebike ? '&ebike=true' : ''}&size=${result.advice.code}`;
}

describe('the size guide and the listings’ size scale', () => {
  it('answers only sizes of the catalogue, of the kind its scale uses, for categories that exist', async () => {
    const { sizes, categories: cats } = await catalog();
    const byCode = new Map(sizes.map((s) => [s.code, s]));
    for (const code of SIZE_GUIDE_CODES) expect(byCode.has(code), code).toBe(true);
    for (const type of SIZE_GUIDE_TYPES) {
      expect(cats.map((c) => c.slug)).toContain(type);
      const { advice } = frameSizeFor({ type, heightCm: type === 'kids' ? 120 : 175 }) as {
        advice: { code: string };
      };
      expect(byCode.get(advice.code)!.kind).toBe(sizeScaleOf(type) === 'wheel' ? 'wheel' : 'frame');
    }
  });

  it('agrees with the rider heights printed in the adult size labels', async () => {
    const { sizes } = await catalog();
    // "M (rider 170–180 cm)", "XL (rider over 190 cm)": every height the label names gets that size.
    for (const s of sizes.filter((x) => /rider/.test(x.labelEn))) {
      const range = /(\d+)–(\d+) cm/.exec(s.labelEn);
      const over = /over (\d+) cm/.exec(s.labelEn);
      const [from, to] = range ? [Number(range[1]), Number(range[2]) - 0.1] : [Number(over![1]), 215];
      for (const heightCm of [from, (from + to) / 2, to]) {
        const result = frameSizeFor({ type: 'road', heightCm });
        expect(result.ok && result.advice.code, `${heightCm} cm → ${s.code}`).toBe(s.code);
      }
    }
  });
});

describe('GET /search?size= (the guide’s “see bikes in this size”)', () => {
  it('keeps only the listings of that size, with the category and e-bike filters', async () => {
    const cityM = await listingOf('city', 'M');
    const cityL = await listingOf('city', 'L');
    const cityEbikeM = await listingOf('city', 'M', true);
    const roadM = await listingOf('road', 'M');
    const kids20 = await listingOf('kids', 'W20');
    const kids24 = await listingOf('kids', 'W24');
    const cargo = await listingOf('cargo', 'ONE');
    const all = [cityM, cityL, cityEbikeM, roadM, kids20, kids24, cargo].sort();
    expect(await found('sort=price')).toEqual(all);

    expect(guideSearch('city', 175)).toBe('category=city&size=M');
    expect(await found(guideSearch('city', 175))).toEqual([cityM, cityEbikeM].sort());
    expect(await found(guideSearch('city', 175, true))).toEqual([cityEbikeM]);
    expect(await found(guideSearch('city', 185))).toEqual([cityL]);
    expect(await found(guideSearch('road', 175))).toEqual([roadM]);
    expect(await found(guideSearch('kids', 120))).toEqual([kids20]);
    expect(await found(guideSearch('kids', 140))).toEqual([kids24]);
    expect(await found(guideSearch('cargo', 175))).toEqual([cargo]);
    // The size alone, whatever the category.
    expect(await found('size=M')).toEqual([cityM, cityEbikeM, roadM].sort());
    expect(await found('size=XS')).toEqual([]);
  });

  it('refuses a size that is not on the scale, naming the field', async () => {
    for (const size of ['XXXL', 'M%3B', 'm-l']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/search?size=${size}` });
      expect(res.statusCode, size).toBe(422);
      expect(res.json().error.fields).toHaveProperty('size');
    }
  });
});
