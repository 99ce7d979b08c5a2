import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categories, listings } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { ADDRESS, createListingVia, referenceIds } from '../../test/listing-helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
/** Every listing is at ADDRESS (Lyon): each public point is moved its own way, all within a few hundred metres. */
const ids = { gone: '', neighbour: '', third: '', paused: '', draft: '' };

type Similar = {
  listing: { city: string | null; category: { slug: string; nameEn: string; nameFr: string } | null };
  match: 'category' | 'nearby';
  results: { id: string; lat: number; lng: number; category: { slug: string } }[];
  search: { bounds: string | null; category: string | null };
};
const similar = (id: string) => t.app.inject({ method: 'GET', url: `/api/v1/listings/${id}/similar` });
const similarOk = async (id: string) => {
  const res = await similar(id);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, json: res.json() as Similar };
};
const listed = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/search/categories' })).json() as {
    categories: string[];
    subCategoryIds: string[];
  };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInUser(t, { role: 'admin' });
  owner = await signedInUser(t, { firstname: 'Olga' });
  other = await signedInUser(t, { firstname: 'Otto' });
  ids.gone = await createListingVia(t, owner.headers);
  ids.neighbour = await createListingVia(t, other.headers);
  ids.third = await createListingVia(t, other.headers);
  ids.paused = await createListingVia(t, other.headers);
  await t.app.inject({ method: 'POST', url: `/api/v1/listings/${ids.paused}/pause`, headers: other.headers });
  ids.draft = await createListingVia(t, other.headers, 'photo');
});
afterAll(() => t.close());

describe('GET /listings/:id/similar', () => {
  it('a suspended listing: live bikes of its category near it, never itself, a draft or a paused one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/listings/${ids.gone}/suspend`,
      headers: admin.headers,
      payload: { reason: 'Photos taken from a shop.' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/listings/${ids.gone}` })).statusCode).toBe(404);

    const { body, json } = await similarOk(ids.gone);
    expect(json.listing).toEqual({
      city: 'Lyon',
      category: { slug: 'city', nameEn: 'City bike', nameFr: 'Vélo de ville' },
    });
    expect(json.match).toBe('category');
    expect(json.results.map((r) => r.id).sort()).toEqual([ids.neighbour, ids.third].sort());
    expect(json.search.category).toBe('city');
    // The link's area holds Lyon.
    const [south, west, north, east] = json.search.bounds!.split(',').map(Number);
    expect(south! < ADDRESS.lat && ADDRESS.lat < north! && west! < ADDRESS.lng && ADDRESS.lng < east!).toBe(true);

    // Public points only: no address, postcode or exact point of any of them, no owner or private field.
    expect(body).not.toContain(ADDRESS.address);
    expect(body).not.toContain(ADDRESS.postalCode);
    expect(body).not.toContain(String(ADDRESS.lat));
    const [exact] = await t.deps.db
      .select({ lat: listings.lat, lng: listings.lng })
      .from(listings)
      .where(eq(listings.id, ids.neighbour));
    expect(body).not.toContain(String(exact!.lat));
    for (const r of json.results) {
      for (const key of ['address', 'postalCode', 'ownerId', 'owner', 'marking', 'newValueCents', 'suspendedReason'])
        expect(r).not.toHaveProperty(key);
    }
  });

  it('a live listing: the others, never itself', async () => {
    const { json } = await similarOk(ids.neighbour);
    expect(json.results.map((r) => r.id)).toEqual([ids.third]);
  });

  it('a deleted listing that was public still has its similar bikes', async () => {
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/listings/${ids.third}`, headers: other.headers });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/listings/${ids.third}` })).statusCode).toBe(410);
    const { json } = await similarOk(ids.third);
    expect(json.results.map((r) => r.id)).toEqual([ids.neighbour]);
  });

  it('none of its category nearby: any bike nearby, and the link leaves the category out', async () => {
    const { road } = await referenceIds(t);
    const roadBike = await createListingVia(t, owner.headers);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${roadBike}/infos`,
      headers: owner.headers,
      payload: { categoryId: road.id, isElec: false, brand: 'Look', model: '795', sizeCode: 'M' },
    });
    await t.app.inject({ method: 'POST', url: `/api/v1/listings/${roadBike}/pause`, headers: owner.headers });
    const { json } = await similarOk(roadBike);
    expect(json.listing.category?.slug).toBe('road');
    expect(json.match).toBe('nearby');
    expect(json.results.map((r) => r.id)).toEqual([ids.neighbour]);
    expect(json.search.category).toBeNull();
  });

  it('404 for an id that never existed and for a listing never public (a draft, deleted or not)', async () => {
    expect((await similar(crypto.randomUUID())).statusCode).toBe(404);
    expect((await similar(ids.draft)).statusCode).toBe(404);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/listings/${ids.draft}`, headers: other.headers });
    expect((await similar(ids.draft)).statusCode).toBe(404);
    expect((await similar('not-a-uuid')).statusCode).toBe(422);
  });
});

describe('GET /search/categories', () => {
  it('lists the categories and sub-categories that hold a listing search shows, and no other', async () => {
    const { city, urbanId } = await referenceIds(t);
    const before = await listed();
    // Only the neighbour is live, a city bike (urban): paused, suspended, deleted and draft ones do not count.
    expect(before).toEqual({ categories: ['city'], subCategoryIds: [urbanId] });
    const [cargo] = await t.deps.db.select().from(categories).where(eq(categories.slug, 'cargo'));
    await t.deps.db
      .update(listings)
      .set({ categoryId: cargo!.id, subCategoryId: null })
      .where(eq(listings.id, ids.neighbour));
    expect(await listed()).toEqual({ categories: ['cargo'], subCategoryIds: [] });
    await t.deps.db
      .update(listings)
      .set({ categoryId: city.id, subCategoryId: urbanId })
      .where(eq(listings.id, ids.neighbour));
  });
});
