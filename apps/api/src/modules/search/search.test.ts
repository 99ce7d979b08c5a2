import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  bookings,
  categories,
  listingPhotos,
  listingUnavailablePeriods,
  listings,
  reviews,
  subCategories,
  users,
} from '@biclou/db/schema';
import { priceBooking } from '@biclou/domain/pricing';
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_PARAMS, type SearchSort } from '@biclou/contracts/search';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, signedInUser } from '../../test/helpers';
import { ADDRESS } from '../../test/listing-helpers';
import { bookingWorld, paidBooking, requested } from '../../test/booking-helpers';
import { countQueries } from '../../test/query-counter';
import { PLACE_MEMBER_SCAN_LIMIT } from '../places/place-membership';
import { SEARCH_COUNT_CAP } from './search-listings';
import { searchPageIdsSql } from './search-page-repository';
import { searchResults, type SearchRow } from './search-repository';
import { searchWhere, type SearchFilters } from './search-filter-repository';

let t: TestApp;
const ids = { city: '', road: '', urban: '', race: '' };
let privateOwner = '';
let proOwner = '';

beforeAll(async () => {
  t = await buildTestApp();
  const cats = await t.deps.db.select().from(categories);
  const subs = await t.deps.db.select().from(subCategories);
  ids.city = cats.find((c) => c.slug === 'city')!.id;
  ids.road = cats.find((c) => c.slug === 'road')!.id;
  ids.urban = subs.find((s) => s.slug === 'urban')!.id;
  ids.race = subs.find((s) => s.slug === 'race')!.id;
  privateOwner = (await createUser(t, { firstname: 'Pia' })).user.id;
  proOwner = (await createUser(t, { firstname: 'Paul' })).user.id;
  await t.deps.db.update(users).set({ isPro: true }).where(eq(users.id, proOwner));
});
afterAll(async () => {
  await t?.close();
});

interface Opts {
  lat: number;
  lng: number;
  price?: number;
  road?: boolean;
  ebike?: boolean;
  size?: string;
  pro?: boolean;
  status?: 'live' | 'paused' | 'draft';
  minDays?: number;
  notice?: number;
  photos?: number;
  model?: string;
  city?: string;
}
/** A live listing whose public point is (lat, lng) — inserted directly; the wizard has its own tests. */
async function listingAt(o: Opts) {
  const [row] = await t.deps.db
    .insert(listings)
    .values({
      ownerId: o.pro ? proOwner : privateOwner,
      status: o.status ?? 'live',
      brand: 'Test',
      model: o.model ?? 'Bike',
      categoryId: o.road ? ids.road : ids.city,
      subCategoryId: o.road ? ids.race : ids.urban,
      isElec: o.ebike ?? false,
      sizeCode: o.size ?? 'M',
      address: '1 rue Secrète',
      postalCode: '00000',
      city: o.city ?? 'Testville',
      country: 'FR',
      pricePerDayCents: o.price ?? 1500,
      lat: o.lat + 0.003,
      lng: o.lng + 0.003,
      approxLat: o.lat,
      approxLng: o.lng,
      location: { x: o.lng, y: o.lat },
      minBookingDays: o.minDays ?? 1,
      noticeDays: o.notice ?? 0,
      publishedAt: new Date(),
    })
    .returning({ id: listings.id });
  const id = row!.id;
  for (let i = 0; i < (o.photos ?? 1); i += 1) {
    await t.deps.db.insert(listingPhotos).values({
      listingId: id,
      key: `listings/${id}/${i}.webp`,
      width: 800,
      height: 600,
      bytes: 1000,
      position: i,
      isCover: i === 0,
    });
  }
  return id;
}

const search = async (qs: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/search${qs ? `?${qs}` : ''}` });
  return res;
};
const ok = async (qs: string) => {
  const res = await search(qs);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    results: {
      id: string;
      title: string;
      pricePerDayCents: number;
      distanceKm: number | null;
      priceForDatesCents: number | null;
      ebike: boolean;
      isPro: boolean;
      lat: number;
      lng: number;
      cover: { key: string } | null;
      category: { slug: string };
      subcategory: { slug: string } | null;
      size: { code: string };
    }[];
    total: number | null;
    totalCapped: boolean;
    page: number;
    pageSize: number;
    place: { slug: string } | null;
    bounds: Record<string, number> | null;
    center: { lat: number; lng: number } | null;
  };
};
const idsOf = (r: { results: { id: string }[] }) => r.results.map((x) => x.id);

// A Lyon neighbourhood box, and points inside and outside it.
const LYON_BOUNDS = 'bounds=45.70,4.77,45.81,4.92';

describe('area', () => {
  it('bounds keep only the listings inside; place uses the place box; bounds win over place', async () => {
    const inLyon = await listingAt({ lat: 45.76, lng: 4.84 });
    const inParis = await listingAt({ lat: 48.857, lng: 2.35 });
    const paused = await listingAt({ lat: 45.761, lng: 4.841, status: 'paused' });
    const byBounds = await ok(LYON_BOUNDS);
    expect(idsOf(byBounds)).toContain(inLyon);
    expect(idsOf(byBounds)).not.toContain(inParis);
    expect(idsOf(byBounds)).not.toContain(paused);
    expect(byBounds.bounds).toEqual({ south: 45.7, west: 4.77, north: 45.81, east: 4.92 });
    expect(byBounds.center).toEqual({ lat: 45.755, lng: 4.845 });

    const byPlace = await ok('place=paris');
    expect(idsOf(byPlace)).toEqual([inParis]);
    expect(byPlace.place).toMatchObject({ slug: 'paris', kind: 'city' });
    expect(byPlace.center).toEqual({ lat: 48.85341, lng: 2.3488 });
    expect(byPlace.results[0]!.distanceKm).toBeCloseTo(0.3, 0);

    const both = await ok(`place=paris&${LYON_BOUNDS}`);
    expect(idsOf(both)).toContain(inLyon);
    expect(idsOf(both)).not.toContain(inParis);

    const everywhere = await ok('');
    expect(idsOf(everywhere)).toEqual(expect.arrayContaining([inLyon, inParis]));
    expect(everywhere.center).toBeNull();
    expect(everywhere.results.every((r) => r.distanceKm === null)).toBe(true);
    await t.deps.db.delete(listings).where(eq(listings.id, inParis));
  });
});

describe('place', () => {
  it("is the place's own bikes, as its page and the place lists count them, even near its border", async () => {
    // Named "Lyon", 12 km east of its centre: outside Lyon's map box, yet Lyon's (named town within reach).
    const lyonOutsideBox = await listingAt({ lat: 45.76, lng: 4.99, city: 'Lyon' });
    // Named "Villeurbanne", at its centre: inside Lyon's map box, yet Villeurbanne's.
    const villeurbanneInBox = await listingAt({ lat: 45.7667, lng: 4.8803, city: 'Villeurbanne' });
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api/v1${url}` })).json();

    const lyon = await ok('place=lyon');
    expect(idsOf(lyon)).toContain(lyonOutsideBox);
    expect(idsOf(lyon)).not.toContain(villeurbanneInBox);
    expect(idsOf(await ok('place=villeurbanne'))).toContain(villeurbanneInBox);
    expect(idsOf(await ok('place=rhone'))).toEqual(expect.arrayContaining([lyonOutsideBox, villeurbanneInBox]));

    // One number everywhere: search's total, the place (autocomplete, popular), its page's title and list.
    const place = (await get('/places/lyon')).place;
    const pageOf = (await get('/place-pages/lyon?locale=en')).page;
    const popular = (await get('/places/popular?kind=city')).places.find((p: { slug: string }) => p.slug === 'lyon');
    expect(place.listingCount).toBeGreaterThanOrEqual(2);
    expect([lyon.total, pageOf.seo.listingCount, popular.listingCount, pageOf.listings.length]).toEqual(
      Array(4).fill(place.listingCount),
    );
    expect(pageOf.listings.map((l: { id: string }) => l.id).sort()).toEqual(idsOf(lyon).sort());
    for (const slug of ['villeurbanne', 'rhone']) {
      const [found, counted] = [
        await ok(`place=${slug}`),
        (await get(`/place-pages/${slug}?locale=en`)).page.seo.listingCount,
      ];
      expect(found.total, slug).toBe(counted);
    }
    // Dates, filters and sorting narrow the same set: the cheapest of Lyon's own bikes first.
    const byPrice = await ok('place=lyon&sort=price');
    expect(idsOf(byPrice).sort()).toEqual(idsOf(lyon).sort());
    expect((await ok('place=lyon&sort=distance')).results.map((r) => r.distanceKm)).toEqual(
      [...lyon.results.map((r) => r.distanceKm!)].sort((a, b) => a - b),
    );

    // A place too big to read by its links (PLACE_MEMBER_SCAN_LIMIT) is read nearest first inside
    // its box grown by the named-town reach: the same bikes, in every order.
    await t.deps.db.execute(
      sql`UPDATE places SET listing_count = listing_count + ${PLACE_MEMBER_SCAN_LIMIT} WHERE slug = 'lyon'`,
    );
    try {
      for (const sort of ['relevance', 'distance', 'price']) {
        const big = await ok(`place=lyon&sort=${sort}`);
        expect(idsOf(big).sort(), sort).toEqual(idsOf(lyon).sort());
        expect(big.total).toBe(lyon.total);
      }
    } finally {
      await t.deps.db.execute(
        sql`UPDATE places SET listing_count = listing_count - ${PLACE_MEMBER_SCAN_LIMIT} WHERE slug = 'lyon'`,
      );
    }
    await t.deps.db.delete(listings).where(inArray(listings.id, [lyonOutsideBox, villeurbanneInBox]));
  });
});

describe('filters', () => {
  it('category, sub-category, e-bike, size, price range and owner each narrow the results', async () => {
    const base = { lat: 45.2, lng: 5.72 }; // Grenoble, away from the other tests' listings
    const area = 'bounds=45.1,5.6,45.3,5.85';
    const cheapCity = await listingAt({ ...base, price: 900 });
    const eRoad = await listingAt({ ...base, road: true, ebike: true, price: 2500, size: 'L' });
    const proCity = await listingAt({ ...base, pro: true, price: 4000, size: 'S' });
    const all = [cheapCity, eRoad, proCity];
    const only = async (qs: string) => idsOf(await ok(`${area}&${qs}`)).sort();
    expect(idsOf(await ok(area)).sort()).toEqual([...all].sort());
    expect(await only('category=road')).toEqual([eRoad]);
    expect(await only('category=city')).toEqual([cheapCity, proCity].sort());
    expect(await only('subcategory=race')).toEqual([eRoad]);
    expect(await only('category=city&subcategory=urban')).toEqual([cheapCity, proCity].sort());
    expect(await only('ebike=true')).toEqual([eRoad]);
    expect(await only('ebike=false')).toEqual([cheapCity, proCity].sort());
    expect(await only('size=S')).toEqual([proCity]);
    expect(await only('min_price=10')).toEqual([eRoad, proCity].sort());
    expect(await only('max_price=25')).toEqual([cheapCity, eRoad].sort());
    expect(await only('min_price=10&max_price=30')).toEqual([eRoad]);
    expect(await only('owner=pro')).toEqual([proCity]);
    expect(await only('owner=private')).toEqual([cheapCity, eRoad].sort());
    const card = (await ok(`${area}&category=road`)).results[0]!;
    expect(card).toMatchObject({
      id: eRoad,
      title: 'Test Bike',
      ebike: true,
      isPro: false,
      pricePerDayCents: 2500,
      category: { slug: 'road' },
      subcategory: { slug: 'race' },
      size: { code: 'L' },
    });
    expect(card.cover).toMatchObject({ key: `listings/${eRoad}/0.webp`, width: 800, height: 600, isCover: true });
    for (const id of all) await t.deps.db.delete(listings).where(eq(listings.id, id));
  });
});

describe('dates', () => {
  it('a listing blocked by its owner, booked and paid, too short or too soon never appears; a mere request does not hide it', async () => {
    // Listings made through the wizard sit at the test address in Lyon (public point ~500 m away).
    const world = await bookingWorld(t);
    const free = (await t.app.inject({ method: 'GET', url: `/api/v1/listings/${world.listing.id}` })).json().listing
      .id as string;
    expect(free).toBe(world.listing.id);
    await paidBooking(t, world, '2026-07-10', '2026-07-14');
    const other = await bookingWorld(t);
    await requested(t, other.renter.headers, other.listing.id, '2026-07-10', '2026-07-14');
    const blocked = await listingAt({ lat: 45.765, lng: 4.85 });
    await t.deps.db
      .insert(listingUnavailablePeriods)
      .values({ listingId: blocked, startDate: '2026-07-12', endDate: '2026-07-20' });
    const minWeek = await listingAt({ lat: 45.766, lng: 4.851, minDays: 7 });
    const longNotice = await listingAt({ lat: 45.767, lng: 4.852, notice: 60 });

    const during = idsOf(await ok(`${LYON_BOUNDS}&start=2026-07-13&end=2026-07-15`));
    expect(during).not.toContain(world.listing.id);
    expect(during).not.toContain(blocked);
    expect(during).not.toContain(minWeek);
    expect(during).not.toContain(longNotice);
    expect(during).toContain(other.listing.id);

    // Touching the ends counts (inclusive dates).
    expect(idsOf(await ok(`${LYON_BOUNDS}&start=2026-07-14&end=2026-07-14`))).not.toContain(world.listing.id);
    expect(idsOf(await ok(`${LYON_BOUNDS}&start=2026-07-05&end=2026-07-12`))).not.toContain(blocked);

    const after = idsOf(await ok(`${LYON_BOUNDS}&start=2026-08-01&end=2026-08-09`));
    expect(after).toEqual(expect.arrayContaining([world.listing.id, blocked, minWeek, longNotice, other.listing.id]));
    const noDates = idsOf(await ok(LYON_BOUNDS));
    expect(noDates).toEqual(expect.arrayContaining([world.listing.id, blocked]));
    for (const id of [blocked, minWeek, longNotice]) await t.deps.db.delete(listings).where(eq(listings.id, id));
  });

  it('prices the dates with the booking rules (discount, service fee)', async () => {
    const id = await listingAt({ lat: 43.3, lng: 5.37, price: 2000 });
    await t.deps.db.update(listings).set({ discount7Days: 10 }).where(eq(listings.id, id));
    const res = await ok('bounds=43.2,5.3,43.4,5.45&start=2026-07-01&end=2026-07-08');
    const card = res.results.find((r) => r.id === id)!;
    const expected = priceBooking({
      startDate: '2026-07-01',
      endDate: '2026-07-08',
      pricePerDayCents: 2000,
      discount7Pct: 10,
      discount30Pct: 0,
      accessories: [],
      serviceFeeRateBp: 1000,
      commissionRateBp: 1500,
    });
    expect(card.priceForDatesCents).toBe(expected.pricePaidByBuyer);
    expect(card.priceForDatesCents).toBe(15840); // 8 × 20 € = 160 €, −10 % = 144 €, +10 % service fee = 158.40 €
    expect((await ok('bounds=43.2,5.3,43.4,5.45')).results.find((r) => r.id === id)!.priceForDatesCents).toBeNull();
    await t.deps.db.delete(listings).where(eq(listings.id, id));
  });
});

describe('sorting and paging', () => {
  const centre = { lat: 47.2184, lng: -1.5536 }; // Nantes
  // Nantes's own bikes (named "Nantes"): a place search finds the bikes linked to it, and some of
  // these points lie nearer Rezé or Saint-Herblain.
  const area = 'place=nantes';
  let made: string[] = [];
  beforeAll(async () => {
    made = [];
    for (let i = 0; i < 45; i += 1) {
      const angle = (i * 137.5 * Math.PI) / 180;
      const r = 0.0012 * (i + 1);
      made.push(
        await listingAt({
          lat: centre.lat + r * Math.sin(angle),
          lng: centre.lng + r * Math.cos(angle),
          price: 1000 + ((i * 37) % 45) * 100,
          photos: 1 + (i % 3),
          model: `N${i}`,
          city: 'Nantes',
        }),
      );
    }
  });

  it.each(['relevance', 'distance', 'price'])('%s: three pages hold every listing once, total 45', async (sort) => {
    const pages = await Promise.all([1, 2, 3].map((p) => ok(`${area}&sort=${sort}&page=${p}`)));
    expect(pages.map((p) => p.results.length)).toEqual([20, 20, 5]);
    expect(pages.every((p) => p.total === 45 && p.pageSize === 20 && !p.totalCapped)).toBe(true);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
    const all = pages.flatMap(idsOf);
    expect(new Set(all).size).toBe(45);
    expect([...all].sort()).toEqual([...made].sort());
    expect((await ok(`${area}&sort=${sort}&page=4`)).results).toEqual([]);
  });

  it('distance: nearest first; price: cheapest first; relevance: same pages as distance', async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => ok(`${area}&sort=distance&page=${p}`)));
    // Nearest first inside a page; across pages the index orders in degrees, where a degree of
    // longitude is shorter than one of latitude (cos 47° = 0.68), so allow that much.
    for (const p of pages) {
      const km = p.results.map((r) => r.distanceKm!);
      expect(km).toEqual([...km].sort((a, b) => a - b));
    }
    for (let i = 1; i < pages.length; i += 1) {
      expect(Math.min(...pages[i]!.results.map((r) => r.distanceKm!))).toBeGreaterThanOrEqual(
        0.68 * Math.max(...pages[i - 1]!.results.map((r) => r.distanceKm!)) - 0.05,
      );
    }
    expect(pages[0]!.results[0]!.distanceKm!).toBeLessThan(0.5);
    const prices = (await Promise.all([1, 2, 3].map((p) => ok(`${area}&sort=price&page=${p}`)))).flatMap((p) =>
      p.results.map((r) => r.pricePerDayCents),
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const relevance1 = idsOf(await ok(`${area}&page=1`));
    const distance1 = idsOf(await ok(`${area}&sort=distance&page=1`));
    expect([...relevance1].sort()).toEqual([...distance1].sort());
  });
  // The landing's featured bikes: a smaller page, and no count when nobody shows it.
  it.each(['price', 'distance', 'relevance'] as const)(
    '%s: limit makes pages of that size, counted in that size; count=false leaves the total out',
    async (sort) => {
      const full = await Promise.all([1, 2, 3].map((p) => ok(`${area}&sort=${sort}&page=${p}`)));
      const small = await Promise.all([1, 2, 3, 4, 5, 6].map((p) => ok(`${area}&sort=${sort}&limit=8&page=${p}`)));
      expect(small.map((p) => p.results.length)).toEqual([8, 8, 8, 8, 8, 5]);
      expect(small.every((p) => p.total === 45 && p.pageSize === 8 && !p.totalCapped)).toBe(true);
      const all = small.flatMap(idsOf);
      expect(new Set(all).size).toBe(45);
      expect([...all].sort()).toEqual([...made].sort());
      if (sort === 'price') {
        // Cheapest first across pages: the small pages are the full pages cut in eights.
        expect(small.map((p) => p.results)).toEqual(
          chunks(
            full.flatMap((p) => p.results),
            8,
          ),
        );
      } else {
        // Nearest first: the first page is the 8 nearest (relevance reorders inside them).
        const nearest8 = full[0]!.results.filter((r) => small[0]!.results.some((x) => x.id === r.id));
        expect(nearest8.length).toBeGreaterThanOrEqual(7); // one may swap (degrees in the index, km on cards)
      }
      const uncounted = await ok(`${area}&sort=${sort}&limit=8&count=false`);
      expect(uncounted.results).toEqual(small[0]!.results);
      expect(uncounted.total).toBeNull();
      expect(uncounted.totalCapped).toBe(false);
      expect((await ok(`${area}&sort=${sort}&count=true`)).total).toBe(45);
    },
  );

  it('without a place or an area (the landing): the first N newest are the first N of the full page, uncounted', async () => {
    const full = await ok('');
    expect(full.results.length).toBe(SEARCH_PAGE_SIZE);
    expect(full.total).toBeGreaterThan(45);
    for (const n of [1, 8, 20]) {
      const top = await ok(`limit=${n}&count=false`);
      expect(top.results).toEqual(full.results.slice(0, n));
      expect(top.total).toBeNull();
      expect(top.pageSize).toBe(n);
    }
    // The default is unchanged: 20 a page, counted.
    const dflt = await ok('limit=20');
    expect(dflt).toEqual(full);
  });

  it('an uncounted search has no count in its statement', async () => {
    const statements: string[] = [];
    const original = t.deps.db.execute.bind(t.deps.db);
    const execute = vi.spyOn(t.deps.db, 'execute').mockImplementation(((query: SQL) => {
      statements.push(new PgDialect().sqlToQuery(query).sql);
      return original(query);
    }) as typeof t.deps.db.execute);
    try {
      await ok('limit=8&count=false');
      await ok('limit=8');
    } finally {
      execute.mockRestore();
    }
    expect(statements).toHaveLength(2);
    expect(statements[0]).not.toMatch(/count\(\*\)::int FROM \(SELECT 1 FROM listings/);
    expect(statements[0]).toMatch(/NULL::int AS total/);
    expect(statements[1]).toMatch(/count\(\*\)::int FROM \(SELECT 1 FROM listings/);
  });
});

const chunks = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

describe('price in a dense area', () => {
  it('ranks the 1,000 nearest matches (all of them in a smaller area), and the total says 1,000+', async () => {
    const c = { lat: 48.5734, lng: 7.7521 }; // Strasbourg
    const owner = privateOwner;
    const insert = (n: number, radius: number, price: number, offset: number) =>
      t.deps.db.execute(sql`
      INSERT INTO listings (owner_id, status, category_id, size_code, brand, model, city, country, price_per_day_cents, approx_lat, approx_lng, location, published_at)
      SELECT ${owner}::uuid, 'live', ${ids.city}::uuid, 'M', 'Dense', 'D' || g, 'Strasbourg', 'FR', ${price}::int, y, x, point(x, y), now()
      FROM generate_series(1, ${n}::int) g,
        LATERAL (SELECT ${c.lat + offset}::float8 + ${radius}::float8 * sin(g) AS y, ${c.lng}::float8 + ${radius}::float8 * cos(g) AS x) p`);
    await insert(1000, 0.01, 3000, 0);
    await insert(5, 0.002, 500, 0.06); // cheap ones, 6–7 km north: beyond the 1,000 nearest
    const box = 'bounds=48.45,7.6,48.70,7.9';
    const dense = await ok(`${box}&sort=price`);
    expect(dense.total).toBe(1000);
    expect(dense.totalCapped).toBe(true);
    expect(dense.results.every((r) => r.pricePerDayCents === 3000)).toBe(true);
    // Zoomed on the cheap ones: all matches are ranked.
    const zoomed = await ok('bounds=48.62,7.7,48.65,7.8&sort=price');
    expect(zoomed.results.map((r) => r.pricePerDayCents)).toEqual([500, 500, 500, 500, 500]);
    expect(zoomed.total).toBe(5);
    await t.deps.db.execute(sql`DELETE FROM listings WHERE brand = 'Dense'`);
  });
});

describe('relevance', () => {
  it('inside a page, a listing with more photos counts as a little closer (4 % per photo beyond the first, at most 16 %)', async () => {
    const rennes = { lat: 48.11198, lng: -1.67429 };
    const near = await listingAt({ lat: rennes.lat + 0.009, lng: rennes.lng, photos: 1 }); // ~1.0 km
    const richer = await listingAt({ lat: rennes.lat - 0.0099, lng: rennes.lng, photos: 5 }); // ~1.1 km, 16 % off
    const far = await listingAt({ lat: rennes.lat + 0.02, lng: rennes.lng, photos: 5 }); // ~2.2 km
    expect(idsOf(await ok('place=rennes&sort=distance'))).toEqual([near, richer, far]);
    expect(idsOf(await ok('place=rennes'))).toEqual([richer, near, far]);
    for (const id of [near, richer, far]) await t.deps.db.delete(listings).where(eq(listings.id, id));
  });

  it("published renters' reviews move a card inside its page, never to another page", async () => {
    // 22 listings due north of the centre of an Angers box, L1 at 2.1 km … L22 at 4.2 km (one
    // photo each): page 1 holds L1–L20 in both sorts. Without reviews a card counts as 6 % closer.
    const centre = { lat: 47.47, lng: -0.55 };
    const box = 'bounds=47.40,-0.65,47.54,-0.45';
    const L: string[] = [];
    for (let k = 1; k <= 22; k += 1)
      L.push(
        await listingAt({
          lat: centre.lat + ((2 + 0.1 * k) / 6371.0088) * (180 / Math.PI),
          lng: centre.lng,
          model: `R${k}`,
        }),
      );
    const at = (k: number) => L[k - 1]!;

    // Reviews hang on bookings: one real request, copied once per review.
    const world = await bookingWorld(t);
    const booking = await requested(t, world.renter.headers, world.listing.id, '2026-08-03', '2026-08-04');
    const [template] = await t.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    const { id: _id, ref: _ref, ...copy } = template!;
    let n = 0;
    const reviewed = async (k: number, ratings: number[], o: { published?: boolean; ownerSide?: boolean } = {}) => {
      for (const rating of ratings) {
        n += 1;
        const [b] = await t.deps.db
          .insert(bookings)
          .values({
            ...copy,
            ref: `REL${n}-${Date.now()}`,
            listingId: at(k),
            status: 'completed',
            completedAt: new Date(),
          })
          .returning({ id: bookings.id });
        const published = o.published === false ? null : new Date();
        await t.deps.db.insert(reviews).values({
          bookingId: b!.id,
          listingId: at(k),
          authorId: world.renter.user.id,
          side: 'renter',
          subjectId: world.owner.user.id,
          rating,
          comment: 'Ride.',
          publishedAt: published,
        });
        // The owner's review of the renter shares the booking and the listing: it never counts here.
        if (o.ownerSide) {
          await t.deps.db.insert(reviews).values({
            bookingId: b!.id,
            listingId: at(k),
            authorId: world.owner.user.id,
            side: 'owner',
            subjectId: world.renter.user.id,
            rating: 5,
            comment: 'Careful.',
            publishedAt: new Date(),
          });
        }
      }
    };
    const fives = Array.from({ length: 10 }, () => 5);
    await reviewed(10, fives); // Bayesian 4.67 → 10 %: 3.0 × 0.90 = 2.70 < L9's 2.9 × 0.94 = 2.73
    await reviewed(
      12,
      Array.from({ length: 10 }, () => 1),
    ); // 2.0 → 0 %: 3.2, behind L13 (3.10) and L14 (3.20 − 0.004)
    await reviewed(16, [1, 1, 1, 1, 1], { published: false, ownerSide: true }); // hidden and owner-side: neutral
    await reviewed(21, fives); // 4.1 × 0.90 = 3.69 would pass L20 (3.76), but L21 is on page 2

    const distance = await Promise.all([1, 2].map((p) => ok(`${box}&sort=distance&page=${p}`)));
    const relevance = await Promise.all([1, 2].map((p) => ok(`${box}&sort=relevance&page=${p}`)));
    const byK = (ks: number[]) => ks.map(at);
    expect(distance.map(idsOf)).toEqual([byK(Array.from({ length: 20 }, (_, i) => i + 1)), byK([21, 22])]);
    expect(relevance.map(idsOf)).toEqual([
      byK([1, 2, 3, 4, 5, 6, 7, 8, 10, 9, 11, 13, 14, 12, 15, 16, 17, 18, 19, 20]),
      byK([21, 22]),
    ]);
    // The same members on each page as distance.
    expect(relevance.map((p) => [...idsOf(p)].sort())).toEqual(distance.map((p) => [...idsOf(p)].sort()));
    expect(relevance[0]!.total).toBe(22);

    await t.deps.db.delete(reviews).where(inArray(reviews.listingId, L));
    await t.deps.db.delete(bookings).where(inArray(bookings.listingId, L));
    await t.deps.db.delete(listings).where(inArray(listings.id, L));
  });
});

describe('validation', () => {
  it.each([
    ['bounds=1,2,3', 'bounds', 'The map area must be south,west,north,east in degrees.'],
    ['bounds=46,5,45,6', 'bounds', 'The map area must be south,west,north,east in degrees.'],
    ['bounds=a,b,c,d', 'bounds', 'The map area must be south,west,north,east in degrees.'],
    ['start=2026-07-10&end=2026-07-01', 'end', 'The end date must be on or after the start date.'],
    ['start=2026-02-30&end=2026-03-01', 'start', 'Enter a valid date (YYYY-MM-DD).'],
    ['start=2026-07-10', 'end', 'Choose an end date.'],
    ['end=2026-07-10', 'start', 'Choose a start date.'],
    ['start=2026-05-31&end=2026-06-03', 'start', 'The start date has already passed.'],
    ['min_price=30&max_price=10', 'max_price', 'The maximum price must be at least the minimum price.'],
    ['min_price=-1', 'min_price', 'The minimum price must be a whole number between 0 and 1000.'],
    ['max_price=12.5', 'max_price', 'The maximum price must be a whole number between 0 and 1000.'],
    ['sort=cheapest', 'sort', 'Choose relevance, distance or price.'],
    ['page=0', 'page', 'The page must be a whole number between 1 and 50.'],
    ['page=51', 'page', 'The page must be a whole number between 1 and 50.'],
    ['limit=0', 'limit', 'The limit must be a whole number between 1 and 20.'],
    ['limit=21', 'limit', 'The limit must be a whole number between 1 and 20.'],
    ['limit=8.5', 'limit', 'The limit must be a whole number between 1 and 20.'],
    ['limit=-1', 'limit', 'The limit must be a whole number between 1 and 20.'],
    ['limit=many', 'limit', 'The limit must be a whole number between 1 and 20.'],
    ['count=no', 'count', 'The count flag must be true or false.'],
    ['owner=company', 'owner', 'Choose private or pro.'],
    ['ebike=yes', 'ebike', 'The e-bike filter must be true or false.'],
    ['place=atlantis', 'place', 'Choose a place from the list.'],
    ['place=Not%20a%20slug', 'place', 'Choose a place from the list.'],
    ['category=spaceship', 'category', 'Choose a category.'],
    ['category=road&subcategory=urban', 'subcategory', 'Choose a sub-category.'],
    ['size=XXXL', 'size', 'Choose a size.'],
  ])('%s → 422 on %s', async (qs, field, message) => {
    const res = await search(qs);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields[field]).toEqual([message]);
  });

  it('is documented in OpenAPI with its parameters, like the places routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const { paths } = res.json();
    const params = (paths['/api/v1/search'].get.parameters as { name: string; in: string }[]).map((p) => p.name);
    expect(params).toEqual(expect.arrayContaining([...SEARCH_QUERY_PARAMS]));
    for (const path of [
      '/api/v1/places/autocomplete',
      '/api/v1/places/popular',
      '/api/v1/places/{slug}',
      '/api/v1/places/{slug}/nearby',
    ]) {
      expect(paths[path]?.get, path).toBeDefined();
    }
  });

  it('exports the whitelist of its parameters', () => {
    expect(SEARCH_QUERY_PARAMS).toEqual([
      'place',
      'bounds',
      'start',
      'end',
      'from',
      'to',
      'category',
      'subcategory',
      'ebike',
      'instant',
      'size',
      'min_price',
      'max_price',
      'owner',
      'sort',
      'page',
      'min_range',
    ]);
  });
});

describe('privacy', () => {
  it('no search or places answer carries the exact point or the address', async () => {
    const world = await bookingWorld(t);
    const owner = (
      await t.app.inject({ method: 'GET', url: `/api/v1/listings/${world.listing.id}`, headers: world.owner.headers })
    ).json().listing;
    expect(owner.lat).toBe(ADDRESS.lat);
    const bodies = await Promise.all(
      [
        `/api/v1/search?${LYON_BOUNDS}`,
        '/api/v1/search?place=lyon',
        '/api/v1/search?place=lyon&sort=price',
        '/api/v1/search?place=lyon&sort=distance',
        '/api/v1/search?place=lyon&start=2026-09-01&end=2026-09-03',
        '/api/v1/search',
        '/api/v1/places/lyon',
        '/api/v1/places/lyon/nearby',
        '/api/v1/places/popular?kind=city',
        '/api/v1/places/autocomplete?q=lyon',
      ].map(async (url) => (await t.app.inject({ method: 'GET', url })).body),
    );
    const found = JSON.parse(bodies[0]!).results.find((r: { id: string }) => r.id === world.listing.id);
    expect(found).toBeDefined();
    expect(found.lat).not.toBe(ADDRESS.lat);
    for (const body of bodies) {
      expect(body).not.toContain(String(ADDRESS.lat));
      expect(body).not.toContain(String(ADDRESS.lng));
      expect(body).not.toContain(ADDRESS.address);
      expect(body).not.toContain(ADDRESS.postalCode);
      expect(body).not.toContain('rue Secrète');
    }
  });
});

describe('one statement per search', () => {
  /** The former page query (kept here only): the page's rows, then the count, two statements. */
  const oldPage = async (f: SearchFilters, sort: SearchSort, offset: number) =>
    (
      (await t.deps.db.execute(sql`
    WITH ordered AS (SELECT o.id, o.n FROM unnest(ARRAY(${searchPageIdsSql(f, sort, SEARCH_PAGE_SIZE, offset)})) WITH ORDINALITY AS o(id, n))
    SELECT l.id, l.brand, l.model, l.is_elec, l.range_min_km, l.range_max_km, l.price_per_day_cents, l.currency, l.city, l.country, l.approx_lat, l.approx_lng,
      l.discount_7_days, l.discount_30_days, l.price_per_hour_cents, l.price_per_half_day_cents, l.instant_booking, u.is_pro,
      c.slug AS category_slug, c.name_en AS category_name_en, c.name_fr AS category_name_fr,
      sc.slug AS sub_slug, sc.name_en AS sub_name_en, sc.name_fr AS sub_name_fr,
      s.code AS size_code, s.kind AS size_kind, s.label_en AS size_label_en, s.label_fr AS size_label_fr,
      ph.id AS photo_id, ph.key AS photo_key, ph.width AS photo_width, ph.height AS photo_height, ph.is_cover AS photo_is_cover,
      (SELECT count(*)::int FROM listing_photos x WHERE x.listing_id = l.id) AS photo_count,
      rv.review_count, rv.review_sum
    FROM ordered o
    JOIN listings l ON l.id = o.id
    JOIN users u ON u.id = l.owner_id
    JOIN categories c ON c.id = l.category_id
    LEFT JOIN sub_categories sc ON sc.id = l.sub_category_id
    JOIN sizes s ON s.code = l.size_code
    LEFT JOIN LATERAL (
      SELECT p.id, p.key, p.width, p.height, p.is_cover FROM listing_photos p WHERE p.listing_id = l.id ORDER BY p.is_cover DESC, p.position LIMIT 1
    ) ph ON true
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS review_count, coalesce(sum(r.rating), 0)::int AS review_sum
      FROM reviews r WHERE r.listing_id = l.id AND r.published_at IS NOT NULL AND r.hidden_at IS NULL AND r.side = 'renter'
    ) rv ON true
    ORDER BY o.n`)) as unknown as { rows: SearchRow[] }
    ).rows;
  const oldCount = async (f: SearchFilters) =>
    Number(
      (
        (await t.deps.db.execute(
          sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM listings l WHERE ${searchWhere(f)} LIMIT ${SEARCH_COUNT_CAP + 1}) t`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n,
    );
  /** A row as the API reads it (numbers may come as strings or JSON numbers): `Number` on every numeric column. */
  const numeric = new Set(['price_per_day_cents', 'approx_lat', 'approx_lng', 'discount_7_days', 'discount_30_days']);
  const normal = (rows: SearchRow[]) =>
    rows.map((r) =>
      Object.fromEntries(
        Object.entries(r)
          .filter(([k]) => k !== 'n')
          .map(([k, v]) => [k, numeric.has(k) || k.startsWith('photo_w') || k.startsWith('photo_h') ? Number(v) : v]),
      ),
    );

  const lille = { lat: 50.6292, lng: 3.0573 };
  const base: SearchFilters = {
    box: { south: 50.55, west: 2.95, north: 50.7, east: 3.15 },
    place: null,
    center: lille,
    dates: null,
    category: null,
    subcategory: null,
    ebike: null,
    sizeCode: null,
    minPriceCents: null,
    maxPriceCents: null,
    isPro: null,
  };
  beforeAll(async () => {
    for (let i = 0; i < 30; i += 1) {
      const angle = (i * 137.5 * Math.PI) / 180;
      const r = 0.002 * (i + 1);
      await listingAt({
        lat: lille.lat + r * Math.sin(angle),
        lng: lille.lng + r * Math.cos(angle),
        price: 900 + ((i * 53) % 30) * 100,
        photos: i % 4,
        road: i % 3 === 0,
        ebike: i % 2 === 0,
        size: i % 5 === 0 ? 'L' : 'M',
        pro: i % 4 === 1,
        minDays: 1 + (i % 3),
        model: `L${i}`,
        city: 'Lille',
      });
    }
  });

  it('gives the rows and the count the two former statements gave, for every sort, page and filter', async () => {
    const variants: SearchFilters[] = [
      base,
      { ...base, dates: { start: '2026-09-01', end: '2026-09-03', days: 3, daysAhead: 100, now: t.clock.now() } },
      { ...base, ebike: true, isPro: false, minPriceCents: 1000, maxPriceCents: 3000 },
      { ...base, category: 'road', subcategory: 'race', sizeCode: 'M' },
      { ...base, box: null, center: null },
    ];
    let compared = 0;
    for (const f of variants)
      for (const sort of ['relevance', 'distance', 'price'] as const)
        for (const offset of [0, 20]) {
          const now = await searchResults(t.deps.db, f, sort, SEARCH_PAGE_SIZE, offset, SEARCH_COUNT_CAP);
          expect(now.checks).toEqual({ category_ok: true, subcategory_ok: true, size_ok: true });
          expect(now.total).toBe(await oldCount(f));
          expect(normal(now.rows)).toEqual(normal(await oldPage(f, sort, offset)));
          compared += now.rows.length;
        }
    expect(compared).toBeGreaterThan(100);
  });

  it('names every refused field at once, as before: unknown terms, a missing place, dates', async () => {
    const res = await search(
      'place=atlantis&category=spaceship&subcategory=nope&size=XXXL&start=2026-05-31&end=2026-06-03',
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields)).toEqual(['place', 'category', 'subcategory', 'size', 'start']);
    const terms = await search(`${LYON_BOUNDS}&category=spaceship&size=XXXL`);
    expect(Object.keys(terms.json().error.fields)).toEqual(['category', 'size']);
  });

  it('queries per search: one for a map area, two with a place (a visitor; a member adds the session)', async () => {
    const { headers } = await signedInUser(t, { firstname: 'Quentin' });
    await search(LYON_BOUNDS); // the booking rates: cached by the route for a few seconds
    const counter = countQueries(t);
    try {
      const cases = [
        // Before: the page and the count (and one query per named category, sub-category, size).
        { qs: `${LYON_BOUNDS}&start=2026-09-01&end=2026-09-03&sort=distance`, queries: 1 },
        { qs: `${LYON_BOUNDS}&category=road&subcategory=race&size=M&ebike=true&owner=private`, queries: 1 },
        { qs: 'place=nantes&category=city', queries: 2 },
        // Price around a centre: BEGIN, the planner's settings, the statement, COMMIT (see searchResults).
        { qs: `${LYON_BOUNDS}&sort=price`, queries: 4 },
      ];
      for (const { qs, queries } of cases) {
        const visitor = await counter.during(() => search(qs));
        expect(visitor.result.statusCode, qs).toBe(200);
        expect(visitor.queries, qs).toBe(queries);
        const member = await counter.during(() =>
          t.app.inject({ method: 'GET', url: `/api/v1/search?${qs}`, headers }),
        );
        expect(member.result.body).toBe(visitor.result.body);
        expect(member.queries, qs).toBe(queries + 1);
      }
    } finally {
      counter.stop();
    }
  });
});
