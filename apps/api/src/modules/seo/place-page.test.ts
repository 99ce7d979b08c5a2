import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { listings } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { createListingVia } from '../../test/listing-helpers';
import { countQueries } from '../../test/query-counter';
import { seedTestPlaces } from '../../test/seo-places';
import { listingCardsSql, toCard, type CardRow } from './place-listings-repository';
import { placeTrailSql } from './place-lookup-repository';
import { PLACE_PAGE_POPULAR } from './get-place-page';
import { placeIdOf, renderPlaceSeo, toCrumb } from './render-place-seo';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
const ids = { cheap: '', regular: '', paused: '' };
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  t = await buildTestApp();
  await seedTestPlaces(t);
  admin = await signedInUser(t, { role: 'admin' });
  const owner = await signedInUser(t);
  ids.cheap = await createListingVia(t, owner.headers, 'live');
  ids.regular = await createListingVia(t, owner.headers, 'live');
  ids.paused = await createListingVia(t, owner.headers, 'live');
  await t.deps.db.update(listings).set({ pricePerDayCents: 1250 }).where(eq(listings.id, ids.cheap));
  await t.app.inject({ method: 'POST', url: `/api/v1/listings/${ids.paused}/pause`, headers: owner.headers });
});
afterAll(() => t.close());

const page = async (slug: string, locale = 'en') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/place-pages/${slug}?locale=${locale}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().page;
};

describe('GET /place-pages/:slug', () => {
  it('renders the city template in the locale with the live listings of the place', async () => {
    const fr = await page('lyon', 'fr');
    expect(fr.place).toMatchObject({ slug: 'lyon', name: 'Lyon', kind: 'city' });
    expect(fr.seo).toMatchObject({
      h1: 'Location de vélos à Lyon',
      listingCount: 2,
      minPriceCents: 1250,
      currency: 'EUR',
      source: { localePageId: null },
    });
    expect(nbsp(fr.seo.title)).toBe('Location de vélos à Lyon : 2 vélos dès 12,50 €/jour');
    expect(fr.seo.body).toContain("Besoin d'un vélo à Lyon ?");
    expect(fr.seo.body).not.toMatch(/[{}]/);
    expect(fr.listings.map((l: { id: string }) => l.id).sort()).toEqual([ids.cheap, ids.regular].sort());
    const en = await page('lyon', 'en');
    expect(nbsp(en.seo.title)).toBe('Bike rental in Lyon: 2 bikes from €12.50 a day');
  });

  it('never shows a coordinate of a listing, nor a paused one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/place-pages/lyon?locale=en' });
    const listingsJson = JSON.stringify(res.json().page.listings);
    expect(listingsJson).not.toMatch(/"(lat|lng|approxLat|approxLng|address|location)"/);
    expect(res.body).not.toContain(ids.paused);
  });

  it('counts the listings of the cities under a department and a region; trail and lists', async () => {
    const rhone = await page('rhone', 'fr');
    expect(rhone.seo).toMatchObject({ h1: 'Location de vélos : Rhône', listingCount: 2 });
    const region = await page('auvergne-rhone-alpes', 'en');
    expect(region.seo.h1).toBe('Rent a bike in Auvergne-Rhône-Alpes');
    expect(region.seo.listingCount).toBe(2);
    const lyon = await page('lyon', 'en');
    expect(lyon.breadcrumbs.map((b: { slug: string }) => b.slug).slice(-3)).toEqual([
      'auvergne-rhone-alpes',
      'rhone',
      'lyon',
    ]);
    expect(lyon.popular.cities.map((p: { slug: string }) => p.slug)).toContain('lyon');
    expect(lyon.nearby.map((p: { slug: string }) => p.slug)).not.toContain('lyon');
    const villeurbanne = await page('villeurbanne', 'en');
    expect(villeurbanne.seo).toMatchObject({ listingCount: 0, minPriceCents: null });
    expect(villeurbanne.seo.title).toBe('Bike rental in Villeurbanne: 0 bikes from – a day');
  });

  it('a locale page overrides the template field by field, in its own locale only', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/seo/locale-pages',
      headers: admin.headers,
      payload: {
        placeSlug: 'lyon',
        locale: 'fr',
        h1: 'Lyon, {count} vélos et des pistes partout',
        body: 'Les quais du Rhône à vélo.',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const fr = await page('lyon', 'fr');
    expect(fr.seo.h1).toBe('Lyon, 2 vélos et des pistes partout');
    expect(fr.seo.body).toBe('Les quais du Rhône à vélo.');
    expect(nbsp(fr.seo.title)).toBe('Location de vélos à Lyon : 2 vélos dès 12,50 €/jour');
    expect(fr.seo.source.localePageId).toBe(created.json().localePage.id);
    expect((await page('lyon', 'en')).seo.h1).toBe('Bike rental in Lyon');

    // A template change reaches the fields the locale page leaves to it.
    const templates = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/seo/page-templates', headers: admin.headers })
    ).json().templates;
    const cityFr = templates.find((x: { kind: string; locale: string }) => x.kind === 'city' && x.locale === 'fr');
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/seo/page-templates/${cityFr.id}`,
      headers: admin.headers,
      payload: { ...cityFr, title: 'Vélos à {place}', id: undefined, createdAt: undefined, updatedAt: undefined },
    });
    const after = await page('lyon', 'fr');
    expect(after.seo.title).toBe('Vélos à Lyon');
    expect(after.seo.h1).toBe('Lyon, 2 vélos et des pistes partout');
  });

  it('is 404 for an unknown place and 422 for a bad locale', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/place-pages/unknown-place-xyz?locale=en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Place not found');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/place-pages/lyon?locale=de' })).statusCode).toBe(422);
  });
});

describe('previews', () => {
  it('renders a draft template for a place without saving it', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/seo/page-templates', headers: admin.headers })
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/seo/page-templates/preview',
      headers: admin.headers,
      payload: {
        placeSlug: 'rhone',
        locale: 'en',
        title: '{place}: {count} bikes',
        description: 'From {min_price}',
        h1: 'Draft {place}',
        body: 'Body',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().preview).toMatchObject({
      title: 'Rhône: 2 bikes',
      description: 'From €12.50',
      h1: 'Draft Rhône',
      listingCount: 2,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/seo/page-templates', headers: admin.headers })).json(),
    ).toEqual(before);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/seo/page-templates/preview',
      headers: admin.headers,
      payload: { placeSlug: 'nowhere', locale: 'en', title: '{town}', description: 'x', h1: 'x', body: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.title).toEqual(['Unknown placeholder {town}: use {place}, {count} or {min_price}.']);
  });

  it('renders draft overrides over the saved template; an unknown place is a field error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/seo/locale-pages/preview',
      headers: admin.headers,
      payload: { placeSlug: 'villeurbanne', locale: 'en', h1: 'Villeurbanne on two wheels' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().preview).toMatchObject({
      h1: 'Villeurbanne on two wheels',
      title: 'Bike rental in Villeurbanne: 0 bikes from – a day',
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/seo/locale-pages/preview',
      headers: admin.headers,
      payload: { placeSlug: 'nowhere', locale: 'en' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toEqual({ placeSlug: ['Choose a place from the list.'] });
  });
});

/**
 * The former GET /place-pages/:slug (kept here only): the place and its nearby cities asked to the
 * places module's routes, the id by slug, the template, locale page and stats, the cards and the
 * trail, each its own query.
 */
async function oldPage(slug: string, locale: 'en' | 'fr') {
  const db = t.deps.db;
  const api = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api/v1${url}` })).json();
  const place = (await api(`/places/${slug}`)).place;
  const placeId = (await placeIdOf(db, slug))!;
  const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  return {
    page: {
      place,
      locale,
      seo: await renderPlaceSeo(db, { id: placeId, name: place.name, kind: place.kind, bounds: place.bounds }, locale),
      listings: (
        await rows<CardRow>(
          listingCardsSql({ id: placeId, listingCount: place.listingCount, bounds: place.bounds }, place, 12),
        )
      ).map(toCard),
      nearby: (await api(`/places/${slug}/nearby?limit=8`)).places.filter((p: { slug: string }) => p.slug !== slug),
      popular: {
        cities: (await api(`/places/popular?kind=city&limit=${PLACE_PAGE_POPULAR}`)).places,
        departments: (await api(`/places/popular?kind=department&limit=${PLACE_PAGE_POPULAR}`)).places,
        regions: (await api(`/places/popular?kind=region&limit=${PLACE_PAGE_POPULAR}`)).places,
      },
      breadcrumbs: (await rows<{ slug: string; name: string; kind: string }>(placeTrailSql(placeId, 5))).map(toCrumb),
    },
  };
}

describe('the place page in two queries', () => {
  it('answers what the former assembly answered: cities, a department, a region, both locales, with a locale page', async () => {
    // A nearby city with bikes (the count only: the nearby list reads it).
    await t.deps.db.execute(sql`UPDATE places SET listing_count = 3 WHERE slug = 'villeurbanne'`);
    const slugs = ['lyon', 'villeurbanne', 'rhone', 'auvergne-rhone-alpes'];
    for (const slug of slugs)
      for (const locale of ['en', 'fr'] as const) {
        const res = await t.app.inject({ method: 'GET', url: `/api/v1/place-pages/${slug}?locale=${locale}` });
        expect(res.statusCode).toBe(200);
        expect(res.json(), `${slug} ${locale}`).toEqual(await oldPage(slug, locale));
      }
    const lyon = (await oldPage('lyon', 'fr')).page;
    expect(lyon.listings.length).toBeGreaterThan(0);
    expect(lyon.breadcrumbs.length).toBeGreaterThanOrEqual(3);
    expect(lyon.nearby.length).toBeGreaterThan(0);
    expect(lyon.seo.source.localePageId).not.toBeNull();
    await t.deps.db.execute(sql`UPDATE places SET listing_count = 0 WHERE slug = 'villeurbanne'`);
  });
});

describe('queries per request', () => {
  it('a place page costs two queries warm (nine before, twelve before that); a member adds the session', async () => {
    await page('lyon'); // the popular lists are cached by the places module: count a warm page
    const counter = countQueries(t);
    try {
      const { result, queries } = await counter.during(() => page('lyon'));
      expect(result.listings.length).toBeGreaterThan(0);
      expect(result.listings.every((l: { coverKey: string | null }) => typeof l.coverKey === 'string')).toBe(true);
      // The place (the places module's SQL), then the template, the locale page, the stats, the
      // cards, the trail and the nearby cities in one statement.
      expect(queries).toBe(2);
      const member = await counter.during(() =>
        t.app.inject({ method: 'GET', url: '/api/v1/place-pages/lyon?locale=en', headers: admin.headers }),
      );
      expect(member.result.statusCode).toBe(200);
      expect(member.queries).toBe(3);
    } finally {
      counter.stop();
    }
  });
});

describe('the popular lists', () => {
  it('come from the places module in one call, no request in process, as many as the page shows', async () => {
    const inject = vi.spyOn(t.app, 'inject');
    try {
      const lyon = await page('lyon');
      // The test's own request only: before, three more asked GET /places/popular in process.
      expect(inject).toHaveBeenCalledTimes(1);
      expect(PLACE_PAGE_POPULAR).toBe(8); // place-links.tsx shows 8 of each list
      for (const list of [lyon.popular.cities, lyon.popular.departments, lyon.popular.regions])
        expect(list.length).toBeLessThanOrEqual(PLACE_PAGE_POPULAR);
      expect(lyon.popular.cities.map((p: { slug: string }) => p.slug)).toContain('lyon');
    } finally {
      inject.mockRestore();
    }
  });

  it('are the lists GET /places/popular answers (one cache per app), and follow a write at once', async () => {
    // With the page cache on (its invalidation is what empties the lists).
    const c = await buildTestApp({}, { PAGE_CACHE_TTL_S: '10' });
    try {
      await seedTestPlaces(c);
      const owner = await signedInUser(c);
      await createListingVia(c, owner.headers, 'live');
      const get = async (url: string) => {
        const res = await c.app.inject({ method: 'GET', url: `/api/v1${url}` });
        expect(res.statusCode, res.body).toBe(200);
        return res.json();
      };
      const lists = async () => ({
        cities: (await get(`/places/popular?kind=city&limit=${PLACE_PAGE_POPULAR}`)).places,
        departments: (await get(`/places/popular?kind=department&limit=${PLACE_PAGE_POPULAR}`)).places,
        regions: (await get(`/places/popular?kind=region&limit=${PLACE_PAGE_POPULAR}`)).places,
      });
      const lyonIn = (cities: { slug: string; listingCount: number }[]) =>
        cities.find((p) => p.slug === 'lyon')?.listingCount;
      const before = (await get('/place-pages/lyon?locale=en')).page.popular;
      expect(lyonIn(before.cities)).toBe(1);
      expect(before).toEqual(await lists());
      await createListingVia(c, owner.headers, 'live');
      const after = (await get('/place-pages/lyon?locale=en')).page.popular;
      expect(lyonIn(after.cities)).toBe(2);
      expect(after).toEqual(await lists());
    } finally {
      await c.close();
    }
  });
});
