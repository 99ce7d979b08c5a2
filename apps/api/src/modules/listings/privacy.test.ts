import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMeters } from '@biclou/domain/approximate-location';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { ADDRESS, createListingVia } from '../../test/listing-helpers';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Record<string, string>;
let id: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedInUser(t);
  stranger = (await signedInUser(t)).headers;
  id = await createListingVia(t, owner.headers, 'live');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

/** Any trace of the exact location in a raw response body: street, postal code, or the exact coordinates at any precision that matters. */
function expectNoExactLocation(raw: string) {
  // The moved point may share leading digits with the exact one by chance: look everywhere else.
  const body = raw.replace(/"approxLocation":\{[^}]*\}/g, '"approxLocation":{}');
  expect(body).not.toContain(ADDRESS.address);
  expect(body).not.toContain('Lafayette');
  expect(body).not.toContain(ADDRESS.postalCode);
  // As numbers, not inside others: a timestamp's seconds ("…:14.845Z") contain "4.84".
  const asNumber = (prefix: string) => new RegExp(`(?<![\\d.])${prefix.replace('.', '\\.')}`);
  expect(body).not.toMatch(asNumber(String(ADDRESS.lat).slice(0, 5))); // 45.76
  expect(body).not.toMatch(asNumber(String(ADDRESS.lng).slice(0, 4))); // 4.84
  expect(body).not.toMatch(/"(address|postalCode)"/);
}

describe('the exact address and point never reach anyone but the owner', () => {
  it('the public listing, for a visitor and for another member, shows the city and a moved point only', async () => {
    for (const headers of [{}, stranger]) {
      const res = await get(`/listings/${id}`, headers);
      expect(res.statusCode).toBe(200);
      expectNoExactLocation(res.body);
      const { listing } = res.json();
      expect(listing).toMatchObject({ view: 'public', city: 'Lyon', country: 'FR', approxLocation: { radiusM: 500 } });
      const d = distanceMeters(ADDRESS, listing.approxLocation);
      expect(d).toBeGreaterThanOrEqual(300);
      expect(d).toBeLessThanOrEqual(600);
    }
  });

  it('every other public response is clean too: availability, member listings, categories', async () => {
    for (const url of [
      `/listings/${id}/availability`,
      `/members/${owner.user.id}/listings`,
      `/members/${owner.user.id}`,
      '/categories',
    ]) {
      const res = await get(url, stranger);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expectNoExactLocation(res.body);
    }
  });

  it('the moved point is the same every time, and moves with the pin by the same offset', async () => {
    const first = (await get(`/listings/${id}`)).json().listing.approxLocation;
    const second = (await get(`/listings/${id}`, stranger)).json().listing.approxLocation;
    expect(second).toEqual(first);
    // Saving the same address again gives the same public point.
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${id}/address`,
      headers: owner.headers,
      payload: ADDRESS,
    });
    expect((await get(`/listings/${id}`)).json().listing.approxLocation).toEqual(first);
  });

  it('two listings at the same address get different public points', async () => {
    const other = await createListingVia(t, owner.headers, 'live');
    const a = (await get(`/listings/${id}`)).json().listing.approxLocation;
    const b = (await get(`/listings/${other}`)).json().listing.approxLocation;
    expect(distanceMeters(a, b)).toBeGreaterThan(1);
  });

  it('the owner sees the exact address and point', async () => {
    const { listing } = (await get(`/listings/${id}`, owner.headers)).json();
    expect(listing).toMatchObject({ view: 'owner', ...ADDRESS });
  });
});
