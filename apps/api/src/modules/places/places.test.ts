import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { listings } from '@biclou/db/schema';
import { rebuildListingPlaces } from '@biclou/db/places-load';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/helpers';
import { POPULAR_PLACES_TTL_MS } from './popular-places';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
const autocomplete = async (q: string, limit = 8) => {
  const res = await get(`/places/autocomplete?q=${encodeURIComponent(q)}&limit=${limit}`);
  expect(res.statusCode).toBe(200);
  return res.json().places as {
    slug: string;
    name: string;
    kind: string;
    country: string;
    parentName: string | null;
    listingCount: number;
  }[];
};

/** A live listing whose public point is (lat, lng): inserted directly, the wizard has its own tests. */
async function liveListingAt(
  ownerId: string,
  lat: number,
  lng: number,
  status: 'live' | 'paused' = 'live',
  city = 'Somewhere',
) {
  const [row] = await t.deps.db
    .insert(listings)
    .values({
      ownerId,
      status,
      brand: 'Test',
      model: 'Bike',
      city,
      country: 'FR',
      pricePerDayCents: 1500,
      lat,
      lng,
      approxLat: lat,
      approxLng: lng,
      location: { x: lng, y: lat },
    })
    .returning({ id: listings.id });
  return row!.id;
}

describe('autocomplete', () => {
  it.each([
    ['geneve', 'geneve'],
    ['Genève', 'geneve'],
    ['genev', 'geneve'],
    ['GENEVE', 'geneve'],
    ['Geneva', 'geneve'],
    ['Genf', 'geneve'],
    ['lyo', 'lyon'],
    ['lyon', 'lyon'],
    ['lyonn', 'lyon'],
    ['bordeau', 'bordeaux'],
    ['bordeaus', 'bordeaux'],
    ['marseile', 'marseille'],
    ['Bruxelles', 'bruxelles'],
    ['Brussel', 'bruxelles'],
    ['brussels', 'bruxelles'],
    ['luxembourg', 'luxembourg'],
    ['zurich', 'zurich'],
    ['saint etienne', 'saint-etienne'],
    ['st-etienne', 'saint-etienne'],
  ])('"%s" finds %s first', async (q, slug) => {
    const places = await autocomplete(q);
    expect(places[0]?.slug).toBe(slug);
  });

  it('answers summaries: kind, country, parent, a city before the canton of the same name', async () => {
    const places = await autocomplete('Genève');
    expect(places[0]).toMatchObject({
      slug: 'geneve',
      name: 'Genève',
      kind: 'city',
      country: 'CH',
      parentName: 'Genève',
    });
    expect(places.map((p) => p.slug)).toContain('geneve-canton');
    expect(places.findIndex((p) => p.slug === 'geneve-canton')).toBeGreaterThan(0);
  });

  it('finds departments and regions, biggest first among prefixes', async () => {
    expect((await autocomplete('rhone'))[0]).toMatchObject({
      slug: 'rhone',
      kind: 'department',
      parentName: 'Auvergne-Rhône-Alpes',
    });
    expect((await autocomplete('auvergne'))[0]).toMatchObject({
      slug: 'auvergne-rhone-alpes',
      kind: 'region',
      parentName: null,
    });
    const par = await autocomplete('par');
    expect(par[0]!.slug).toBe('paris');
    expect(par.find((p) => p.slug === 'paris-departement')?.kind).toBe('department');
  });

  it('honours the limit and answers nothing for nonsense', async () => {
    expect(await autocomplete('sa', 3)).toHaveLength(3);
    expect(await autocomplete('qqqqxzz')).toEqual([]);
    expect(await autocomplete('%%')).toEqual([]);
  });

  it('refuses a missing query or a bad limit with field messages', async () => {
    const missing = await get('/places/autocomplete');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields.q).toEqual(['Type a place name.']);
    const bad = await get('/places/autocomplete?q=lyon&limit=500');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.limit).toEqual(['The limit must be a whole number between 1 and 20.']);
  });
});

describe('place pages', () => {
  it('a city: parent, a radius box around it; unknown slugs are 404', async () => {
    const res = await get('/places/lyon');
    expect(res.statusCode).toBe(200);
    const { place } = res.json();
    expect(place).toMatchObject({
      slug: 'lyon',
      name: 'Lyon',
      kind: 'city',
      country: 'FR',
      parentName: 'Rhône',
      parent: { slug: 'rhone', name: 'Rhône', kind: 'department' },
    });
    expect(place.bounds.south).toBeLessThan(place.lat);
    expect(place.bounds.north).toBeGreaterThan(place.lat);
    expect(place.bounds.west).toBeLessThan(place.lng);
    expect(place.bounds.east).toBeGreaterThan(place.lng);
    expect(place.bounds.north - place.bounds.south).toBeGreaterThan(0.1);
    expect(place.bounds.north - place.bounds.south).toBeLessThan(0.3);
    expect((await get('/places/atlantis')).statusCode).toBe(404);
    expect((await get('/places/atlantis')).json().error.message).toBe('Place not found');
    expect((await get('/places/Not%20A%20Slug')).statusCode).toBe(404);
    expect((await get('/places/LYON')).statusCode).toBe(404);
  });

  it('an area: the box of its cities, its region as parent', async () => {
    const { place } = (await get('/places/rhone')).json();
    expect(place).toMatchObject({ kind: 'department', parent: { slug: 'auvergne-rhone-alpes', kind: 'region' } });
    const lyon = (await get('/places/lyon')).json().place;
    const villeurbanne = (await get('/places/villeurbanne')).json().place;
    for (const c of [lyon, villeurbanne]) {
      expect(c.lat).toBeGreaterThan(place.bounds.south);
      expect(c.lat).toBeLessThan(place.bounds.north);
      expect(c.lng).toBeGreaterThan(place.bounds.west);
      expect(c.lng).toBeLessThan(place.bounds.east);
    }
    const region = (await get('/places/auvergne-rhone-alpes')).json().place;
    expect(region.bounds.north - region.bounds.south).toBeGreaterThan(place.bounds.north - place.bounds.south);
    expect((await get('/places/geneve-canton')).json().place).toMatchObject({
      kind: 'canton',
      country: 'CH',
      parent: null,
    });
    expect((await get('/places/bruxelles')).json().place).toMatchObject({
      kind: 'city',
      country: 'BE',
      parent: { kind: 'region' },
    });
    expect((await get('/places/liege')).json().place.parent).toMatchObject({ kind: 'province', name: 'Liège' });
    expect((await get('/places/luxembourg')).json().place).toMatchObject({
      kind: 'city',
      country: 'LU',
      parent: { kind: 'canton', name: 'Luxembourg' },
    });
  });
});

describe('listing counts, popular and nearby places', () => {
  it('count live listings through the nearest city, up to departments and regions', async () => {
    const { user } = await createUser(t);
    // Two in Lyon, one in Villeurbanne, one in Grenoble (Isère), one paused in Lyon, one in Genève.
    await liveListingAt(user.id, 45.7605, 4.8357);
    await liveListingAt(user.id, 45.7578, 4.832);
    await liveListingAt(user.id, 45.7665, 4.8795);
    await liveListingAt(user.id, 45.1885, 5.7245);
    await liveListingAt(user.id, 45.76, 4.84, 'paused');
    await liveListingAt(user.id, 46.204, 6.143);

    const cities = (await get('/places/popular?kind=city')).json().places;
    expect(cities[0]).toMatchObject({ slug: 'lyon', listingCount: 2 });
    expect(cities.map((p: { slug: string }) => p.slug).sort()).toEqual(['geneve', 'grenoble', 'lyon', 'villeurbanne']);

    const departments = (await get('/places/popular?kind=department')).json().places;
    expect(departments.map((p: { slug: string; listingCount: number }) => [p.slug, p.listingCount])).toEqual([
      ['rhone', 3],
      ['isere', 1],
    ]);
    const regions = (await get('/places/popular?kind=region&limit=5')).json().places;
    expect(regions.map((p: { slug: string; listingCount: number }) => [p.slug, p.listingCount])).toEqual([
      ['auvergne-rhone-alpes', 4],
    ]);

    expect((await get('/places/lyon')).json().place.listingCount).toBe(2);
    expect((await get('/places/rhone')).json().place.listingCount).toBe(3);
    expect((await get('/places/auvergne-rhone-alpes')).json().place.listingCount).toBe(4);
    expect((await autocomplete('lyon'))[0]!.listingCount).toBe(2);

    // The set-based rebuild (run when the places reload) finds the counts the trigger kept.
    const countsNow = await t.deps.db.execute(
      sql`SELECT id, listing_count FROM places WHERE listing_count > 0 ORDER BY id`,
    );
    await rebuildListingPlaces(t.deps.db);
    const rebuilt = await t.deps.db.execute(
      sql`SELECT id, listing_count FROM places WHERE listing_count > 0 ORDER BY id`,
    );
    expect((rebuilt as unknown as { rows: unknown[] }).rows).toEqual(
      (countsNow as unknown as { rows: unknown[] }).rows,
    );

    const nearby = (await get('/places/lyon/nearby?limit=8')).json().places;
    expect(nearby.map((p: { slug: string }) => p.slug)).toEqual(['villeurbanne', 'grenoble', 'geneve']);
    expect((await get('/places/lyon/nearby?limit=1')).json().places).toHaveLength(1);
    expect((await get('/places/atlantis/nearby')).statusCode).toBe(404);
    expect((await get('/places/popular?kind=planet')).json().error.fields.kind).toEqual([
      'Choose city, department or region.',
    ]);
  });

  it('popular-lists: the three lists of /places/popular in one answer (the landing), limit checked', async () => {
    const lists = await get('/places/popular-lists?limit=2');
    expect(lists.statusCode).toBe(200);
    expect(lists.json()).toEqual({
      cities: (await get('/places/popular?kind=city&limit=2')).json().places,
      departments: (await get('/places/popular?kind=department&limit=2')).json().places,
      regions: (await get('/places/popular?kind=region&limit=2')).json().places,
    });
    expect(lists.json().cities).toHaveLength(2);
    expect(lists.json().regions[0]).toMatchObject({ slug: 'auvergne-rhone-alpes', listingCount: 4 });
    expect((await get('/places/popular-lists')).json().cities.length).toBe(4); // default 12, four cities have bikes
    for (const bad of ['0', '49', 'x'])
      expect((await get(`/places/popular-lists?limit=${bad}`)).json().error.fields.limit).toEqual([
        'The limit must be a whole number between 1 and 48.',
      ]);
  });

  it('a moved listing follows its point to another city (trigger)', async () => {
    const { user } = await createUser(t);
    const id = await liveListingAt(user.id, 43.2965, 5.3698); // Marseille
    expect((await get('/places/marseille')).json().place.listingCount).toBe(1);
    await t.deps.db
      .update(listings)
      .set({ approxLat: 43.6045, approxLng: 1.444, location: { x: 1.444, y: 43.6045 } })
      .where(sql`${listings.id} = ${id}`);
    expect((await get('/places/marseille')).json().place.listingCount).toBe(0);
    expect((await get('/places/toulouse')).json().place.listingCount).toBe(1);
    expect((await get('/places/haute-garonne')).json().place.listingCount).toBe(1);
    expect((await get('/places/bouches-du-rhone')).json().place.listingCount).toBe(0);
    // Pausing, publishing again and deleting follow too.
    await t.deps.db
      .update(listings)
      .set({ status: 'paused' })
      .where(sql`${listings.id} = ${id}`);
    expect((await get('/places/toulouse')).json().place.listingCount).toBe(0);
    expect((await get('/places/occitanie')).json().place.listingCount).toBe(0);
    await t.deps.db
      .update(listings)
      .set({ status: 'live' })
      .where(sql`${listings.id} = ${id}`);
    expect((await get('/places/occitanie')).json().place.listingCount).toBe(1);
    await t.deps.db.delete(listings).where(sql`${listings.id} = ${id}`);
    expect((await get('/places/toulouse')).json().place.listingCount).toBe(0);
    expect((await get('/places/occitanie')).json().place.listingCount).toBe(0);
  });

  it('a listing counts for the city its owner named when that city is within reach, else for the nearest', async () => {
    const { user } = await createUser(t);
    const count = async (slug: string) => (await get(`/places/${slug}`)).json().place.listingCount as number;
    const [lyon, villeurbanne, grenoble] = [await count('lyon'), await count('villeurbanne'), await count('grenoble')];

    // Named "Lyon", its public point nearer Villeurbanne's centre (Lyon 3e, near the boundary): Lyon.
    const id = await liveListingAt(user.id, 45.7665, 4.8795, 'live', 'LYON');
    expect([await count('lyon'), await count('villeurbanne')]).toEqual([lyon + 1, villeurbanne]);
    // The owner corrects the town: the listing follows it.
    await t.deps.db
      .update(listings)
      .set({ city: 'Villeurbanne' })
      .where(sql`${listings.id} = ${id}`);
    expect([await count('lyon'), await count('villeurbanne')]).toEqual([lyon, villeurbanne + 1]);
    // "Lyon" typed for a bike in Grenoble, 95 km away: the nearest city wins.
    const far = await liveListingAt(user.id, 45.1885, 5.7245, 'live', 'Lyon');
    expect([await count('lyon'), await count('grenoble')]).toEqual([lyon, grenoble + 1]);

    // The set-based rebuild agrees with the trigger.
    await rebuildListingPlaces(t.deps.db);
    expect([await count('lyon'), await count('villeurbanne'), await count('grenoble')]).toEqual([
      lyon,
      villeurbanne + 1,
      grenoble + 1,
    ]);
    await t.deps.db.delete(listings).where(sql`${listings.id} IN (${id}, ${far})`);
  });
});

describe('popular places cache', () => {
  it('answers from a per-process copy for the TTL, sharing one query between concurrent misses', async () => {
    const app = await buildTestApp();
    try {
      const popular = async (query: string) => {
        const res = await app.app.inject({ method: 'GET', url: `/api/v1/places/popular?${query}` });
        expect(res.statusCode).toBe(200);
        return (res.json().places as { slug: string; listingCount: number }[]).map((p) => [p.slug, p.listingCount]);
      };
      const { user } = await createUser(app);
      const [row] = await app.deps.db
        .insert(listings)
        .values({
          ownerId: user.id,
          status: 'live',
          brand: 'Test',
          model: 'Bike',
          city: 'Lyon',
          country: 'FR',
          pricePerDayCents: 1500,
          lat: 45.7605,
          lng: 4.8357,
          approxLat: 45.7605,
          approxLng: 4.8357,
          location: { x: 4.8357, y: 45.7605 },
        })
        .returning({ id: listings.id });
      const queries = vi.spyOn(app.deps.db, 'execute');

      // Three concurrent misses for one key make one query; another limit or kind is another key.
      const first = await Promise.all([
        popular('kind=city&limit=8'),
        popular('kind=city&limit=8'),
        popular('kind=city&limit=8'),
      ]);
      expect(first).toEqual([[['lyon', 1]], [['lyon', 1]], [['lyon', 1]]]);
      expect(queries).toHaveBeenCalledTimes(1);
      expect(await popular('kind=department&limit=8')).toEqual([['rhone', 1]]);
      expect(await popular('kind=city&limit=3')).toEqual([['lyon', 1]]);
      expect(queries).toHaveBeenCalledTimes(3);

      // Within the TTL the paused listing still counts and the database is not asked.
      await app.deps.db
        .update(listings)
        .set({ status: 'paused' })
        .where(sql`${listings.id} = ${row!.id}`);
      queries.mockClear();
      app.clock.advance(POPULAR_PLACES_TTL_MS - 1);
      expect(await popular('kind=city&limit=8')).toEqual([['lyon', 1]]);
      expect(await popular('kind=department&limit=8')).toEqual([['rhone', 1]]);
      expect(queries).not.toHaveBeenCalled();

      // Once the TTL has passed, the list is read again.
      app.clock.advance(1);
      expect(await popular('kind=city&limit=8')).toEqual([]);
      expect(queries).toHaveBeenCalledTimes(1);
    } finally {
      await app.close();
    }
  });
});
