import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { createListingVia } from '../../test/listing-helpers';

// Bookings do not exist yet; this stands in for a listing that has one unfinished.
const withUnfinishedBookings = vi.hoisted(() => new Set<string>());
vi.mock('./unfinished-bookings', () => ({
  hasUnfinishedListingBookings: async (_tx: unknown, listingId: string) => withUnfinishedBookings.has(listingId),
}));

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedInUser(t);
});
afterAll(() => t.close());

const post = (id: string, action: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/listings/${id}/${action}`, headers: owner.headers });
const del = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/v1/listings/${id}`, headers: owner.headers });
const publicGet = (id: string) => t.app.inject({ method: 'GET', url: `/api/v1/listings/${id}` });

describe('publish (make public)', () => {
  it('an incomplete draft is refused with the list of what is missing', async () => {
    const id = await createListingVia(t, owner.headers, 'details');
    const res = await post(id, 'publish');
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'listing_incomplete',
      message: 'The listing is not complete yet.',
      fields: { missing: ['address', 'coordinates', 'price', 'photo'] },
    });
    expect((await publicGet(id)).statusCode).toBe(404);
  });

  it('a complete draft goes live and becomes public', async () => {
    const id = await createListingVia(t, owner.headers, 'photo');
    const res = await post(id, 'publish');
    expect(res.statusCode).toBe(200);
    expect(res.json().listing).toMatchObject({ status: 'live', missing: [] });
    expect((await publicGet(id)).json().listing.view).toBe('public');
    // Publishing twice is a conflict, not a silent success.
    expect((await post(id, 'publish')).json().error).toEqual({
      code: 'conflict',
      message: 'A live listing cannot be published.',
    });
  });
});

describe('pause and reactivate', () => {
  it('live → paused (hidden) → live (public again)', async () => {
    const id = await createListingVia(t, owner.headers, 'live');
    expect((await post(id, 'pause')).json().listing.status).toBe('paused');
    expect((await publicGet(id)).statusCode).toBe(404);
    expect((await post(id, 'pause')).statusCode).toBe(409);
    expect((await post(id, 'reactivate')).json().listing.status).toBe('live');
    expect((await publicGet(id)).statusCode).toBe(200);
  });

  it('a draft can be neither paused nor reactivated', async () => {
    const id = await createListingVia(t, owner.headers, 'infos');
    expect((await post(id, 'pause')).statusCode).toBe(409);
    expect((await post(id, 'reactivate')).statusCode).toBe(409);
  });

  it('editing a live or paused listing keeps it complete', async () => {
    const id = await createListingVia(t, owner.headers, 'live');
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${id}/details`,
      headers: owner.headers,
      payload: { descriptionFr: '', descriptionEn: null, accessories: [] },
    });
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json().error.fields).toEqual({ missing: ['description'] });
    // A paused listing may be left incomplete, but cannot come back until it is complete again.
    await post(id, 'pause');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/listings/${id}/details`,
          headers: owner.headers,
          payload: { descriptionFr: '', descriptionEn: '', accessories: [] },
        })
      ).statusCode,
    ).toBe(200);
    expect((await post(id, 'reactivate')).json().error.fields).toEqual({ missing: ['description'] });
  });
});

describe('delete', () => {
  it('is a soft delete from any state; the listing leaves the dashboard and the public', async () => {
    for (const upTo of ['infos', 'live'] as const) {
      const id = await createListingVia(t, owner.headers, upTo);
      const res = await del(id);
      expect(res.statusCode).toBe(200);
      expect(res.json().listing.status).toBe('deleted');
      // Once public, a deleted listing is gone for good (410); a deleted draft never existed publicly (404).
      expect((await publicGet(id)).statusCode).toBe(upTo === 'live' ? 410 : 404);
      const mine = (await t.app.inject({ method: 'GET', url: '/api/v1/me/listings', headers: owner.headers })).json()
        .listings;
      expect(mine.map((l: { id: string }) => l.id)).not.toContain(id);
      expect((await del(id)).statusCode).toBe(404);
    }
  });

  it("is refused with 409 'Cannot delete : you have unfinished bookings.' and nothing changes", async () => {
    const id = await createListingVia(t, owner.headers, 'live');
    withUnfinishedBookings.add(id);
    const res = await del(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'conflict', message: 'Cannot delete : you have unfinished bookings.' });
    expect((await publicGet(id)).statusCode).toBe(200);
    withUnfinishedBookings.delete(id);
    expect((await del(id)).statusCode).toBe(200);
  });
});

describe('dashboard and member page', () => {
  it('GET /me/listings lists my listings with status, cover and what drafts miss; GET /members/:id/listings only the live ones', async () => {
    const me = await signedInUser(t);
    const draft = await createListingVia(t, me.headers, 'address');
    const live = await createListingVia(t, me.headers, 'live');
    const paused = await createListingVia(t, me.headers, 'live');
    t.clock.advance(1000);
    await t.app.inject({ method: 'POST', url: `/api/v1/listings/${paused}/pause`, headers: me.headers });

    const { listings } = (
      await t.app.inject({ method: 'GET', url: '/api/v1/me/listings', headers: me.headers })
    ).json();
    expect(listings).toHaveLength(3);
    const byId = Object.fromEntries(listings.map((l: { id: string }) => [l.id, l]));
    expect(byId[draft]).toMatchObject({
      status: 'draft',
      title: 'Gazelle Ultimate C380',
      coverKey: null,
      pricePerDayCents: null,
      city: 'Lyon',
      missing: ['price', 'photo'],
    });
    expect(byId[live]).toMatchObject({
      status: 'live',
      coverKey: expect.stringContaining(`listings/${live}/`),
      pricePerDayCents: 1500,
      currency: 'EUR',
      missing: [],
    });
    expect(byId[paused].status).toBe('paused');
    expect(listings[0].id).toBe(paused); // newest change first

    const member = (await t.app.inject({ method: 'GET', url: `/api/v1/members/${me.user.id}/listings` })).json();
    expect(member.listings.map((l: { id: string }) => l.id)).toEqual([live]);
    expect(member.listings[0]).toEqual({
      id: live,
      title: 'Gazelle Ultimate C380',
      coverKey: expect.any(String),
      pricePerDayCents: 1500,
      currency: 'EUR',
      city: 'Lyon',
      country: 'FR',
      isElec: true,
      category: { slug: 'city', nameEn: 'City bike', nameFr: 'Vélo de ville' },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/members/00000000-0000-4000-8000-000000000000/listings' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('availability', () => {
  it('the owner replaces the blocked periods (merged); anyone reads them on a live listing', async () => {
    const id = await createListingVia(t, owner.headers, 'live');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${id}/availability`,
      headers: owner.headers,
      payload: {
        blocked: [
          { start: '2026-08-10', end: '2026-08-12' },
          { start: '2026-08-01', end: '2026-08-05' },
          { start: '2026-08-04', end: '2026-08-06' },
        ],
      },
    });
    expect(put.json()).toEqual({
      blocked: [
        { start: '2026-08-01', end: '2026-08-06' },
        { start: '2026-08-10', end: '2026-08-12' },
      ],
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/listings/${id}/availability` })).json()).toEqual({
      ...put.json(),
      booked: [],
      partlyBooked: [],
      units: 1,
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${id}/availability`,
      headers: owner.headers,
      payload: { blocked: [] },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/listings/${id}/availability` })).json()).toEqual({
      blocked: [],
      booked: [],
      partlyBooked: [],
      units: 1,
    });
  });
});
