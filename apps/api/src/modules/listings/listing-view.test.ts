import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ListingResponseSchema, type ListingResponse } from '@biclou/contracts/listings';
import { isPubliclyVisible } from '@biclou/domain/listing-status';
import { listingAccessories, listingPhotos, listings, users } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bookingWorld, paidBooking } from '../../test/booking-helpers';
import { signedInUser } from '../../test/helpers';
import { createListingVia, uploadPhoto } from '../../test/listing-helpers';
import { countQueries } from '../../test/query-counter';
import { findHostRecord } from '../members';
import { parisToday } from '@biclou/domain/paris-calendar';
import { listBookedPeriods, listUnavailablePeriods } from './availability-repository';
import { findActiveOwner, findListing } from './listing-repository';
import { loadListingParts, toOwnerListing, toPublicListing } from './listing-view';

/**
 * GET /listings/:id reads everything in one query (findListingView). The view it gives
 * must equal what the former assembly (findListing, findActiveOwner, findHostRecord and five part
 * queries, kept here only) gives, value for value, for the owner, another member and a visitor.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let cases: { name: string; id: string; ownerHeaders: Record<string, string> }[];

/** The former GET /listings/:id, query by query: null stands for its 404 (410 for a deleted, once public listing). */
async function oldAssembly(viewerId: string | null, listingId: string): Promise<ListingResponse | null | 'gone'> {
  const db = t.deps.db;
  const row = await findListing(db, listingId);
  if (!row) return null;
  if (viewerId && row.ownerId === viewerId) return { listing: toOwnerListing(await loadListingParts(db, row)) };
  if (row.status === 'deleted' && row.publishedAt) return 'gone';
  if (!isPubliclyVisible(row.status)) return null;
  const owner = await findActiveOwner(db, row.ownerId);
  if (!owner) return null;
  const hostRecord = await findHostRecord(db, owner.id);
  const listing = toPublicListing(await loadListingParts(db, row), { ...owner, hostRecord });
  return listing ? { listing } : null;
}

/** The former GET /listings/:id/availability: null stands for its 404. */
async function oldAvailability(viewerId: string | null, listingId: string) {
  const db = t.deps.db;
  const row = await findListing(db, listingId);
  if (!row) return null;
  if (!(viewerId && row.ownerId === viewerId)) {
    if (!isPubliclyVisible(row.status) || !(await findActiveOwner(db, row.ownerId))) return null;
  }
  return {
    blocked: await listUnavailablePeriods(db, row.id),
    booked: await listBookedPeriods(db, row.id, parisToday(t.clock.now())),
    // Its whole-day bookings leave no day partly booked.
    partlyBooked: [],
    // Listings made through the wizard have one bike.
    units: 1,
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  // An owner with a paid booking on their bike (a host record that is not all zeros), a second
  // photo, and blocked dates.
  w = await bookingWorld(t);
  await paidBooking(t, w, '2026-07-10', '2026-07-12');
  await uploadPhoto(t, w.owner.headers, w.listing.id);
  await t.app.inject({
    method: 'PUT',
    url: `/api/v1/listings/${w.listing.id}/availability`,
    headers: w.owner.headers,
    payload: { blocked: [{ start: '2026-08-20', end: '2026-08-22' }] },
  });
  stranger = await signedInUser(t);
  const other = await signedInUser(t);
  // Live, then stripped of its photos and accessories and its sub-category, with blocked dates and no reviews.
  const bare = await createListingVia(t, other.headers, 'live');
  await t.deps.db.delete(listingPhotos).where(eq(listingPhotos.listingId, bare));
  await t.deps.db.delete(listingAccessories).where(eq(listingAccessories.listingId, bare));
  await t.deps.db.update(listings).set({ subCategoryId: null }).where(eq(listings.id, bare));
  await t.app.inject({
    method: 'PUT',
    url: `/api/v1/listings/${bare}/availability`,
    headers: other.headers,
    payload: { blocked: [{ start: '2026-09-01', end: '2026-09-03' }] },
  });
  const draft = await createListingVia(t, other.headers, 'infos');
  const paused = await createListingVia(t, other.headers, 'live');
  await t.app.inject({ method: 'POST', url: `/api/v1/listings/${paused}/pause`, headers: other.headers });
  const deleted = await createListingVia(t, other.headers, 'live');
  await t.app.inject({ method: 'DELETE', url: `/api/v1/listings/${deleted}`, headers: other.headers });
  cases = [
    { name: 'live, two photos, accessories, a paid booking', id: w.listing.id, ownerHeaders: w.owner.headers },
    { name: 'live, no photos, no accessories, no sub-category', id: bare, ownerHeaders: other.headers },
    { name: 'a draft (step 1 only)', id: draft, ownerHeaders: other.headers },
    { name: 'paused', id: paused, ownerHeaders: other.headers },
    { name: 'deleted after being live', id: deleted, ownerHeaders: other.headers },
  ];
});
afterAll(() => t.close());

const get = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/listings/${id}`, headers });

describe('GET /listings/:id in one query gives what the former assembly gave', () => {
  it('the same status and the same JSON for the owner, another member and a visitor, on every kind of listing', async () => {
    const ownerIdOf = async (id: string) => (await findListing(t.deps.db, id))!.ownerId;
    for (const c of cases) {
      const ownerId = await ownerIdOf(c.id);
      for (const [viewer, viewerId, headers] of [
        ['owner', ownerId, c.ownerHeaders],
        ['member', stranger.user.id, stranger.headers],
        ['visitor', null, {}],
      ] as const) {
        const res = await get(c.id, headers);
        const expected = await oldAssembly(viewerId, c.id);
        const label = `${c.name} / ${viewer}`;
        if (expected === null) expect({ label, status: res.statusCode }).toEqual({ label, status: 404 });
        else if (expected === 'gone') expect({ label, status: res.statusCode }).toEqual({ label, status: 410 });
        else {
          expect({ label, body: res.json() }).toEqual({ label, body: JSON.parse(JSON.stringify(expected)) });
          // Byte for byte what the app's zod serializer writes (the route uses fast-json-stringify).
          const zodBody = JSON.stringify(z.safeEncode(ListingResponseSchema, expected).data);
          expect({ label, body: res.body }).toEqual({ label, body: zodBody });
        }
      }
    }
  });

  it('GET /listings/:id/availability in one query gives what the former three or four gave', async () => {
    for (const c of cases) {
      const ownerId = (await findListing(t.deps.db, c.id))!.ownerId;
      for (const [viewer, viewerId, headers] of [
        ['owner', ownerId, c.ownerHeaders],
        ['visitor', null, {}],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url: `/api/v1/listings/${c.id}/availability`, headers });
        const expected = await oldAvailability(viewerId, c.id);
        const label = `${c.name} / ${viewer}`;
        if (expected === null) expect({ label, status: res.statusCode }).toEqual({ label, status: 404 });
        else expect({ label, body: res.json() }).toEqual({ label, body: expected });
      }
    }
    const rich = (await t.app.inject({ method: 'GET', url: `/api/v1/listings/${w.listing.id}/availability` })).json();
    expect(rich).toEqual({
      blocked: [{ start: '2026-08-20', end: '2026-08-22' }],
      booked: [{ start: '2026-07-10', end: '2026-07-12' }],
      partlyBooked: [],
      units: 1,
    });
  });

  it('the cases above are the ones they claim to be', async () => {
    const [rich, bare] = [(await get(cases[0]!.id)).json().listing, (await get(cases[1]!.id)).json().listing];
    expect(rich.photos).toHaveLength(2);
    expect(rich.photos[0].isCover).toBe(true);
    expect(rich.accessories.length).toBeGreaterThan(0);
    expect(rich.owner.hostRecord).toEqual({ bookings: 1, canceled: 0 });
    expect(bare).toMatchObject({ photos: [], accessories: [], subCategory: null });
    expect((await get(cases[2]!.id, cases[2]!.ownerHeaders)).json().listing.photos).toEqual([]);
    expect((await get(cases[3]!.id)).statusCode).toBe(404);
    expect((await get(cases[4]!.id)).statusCode).toBe(410);
  });

  it('a banned owner: the public view is a 404, as before', async () => {
    const id = cases[1]!.id;
    const ownerId = (await findListing(t.deps.db, id))!.ownerId;
    await t.deps.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, ownerId));
    try {
      expect(await oldAssembly(null, id)).toBeNull();
      expect((await get(id)).statusCode).toBe(404);
    } finally {
      await t.deps.db.update(users).set({ bannedAt: null }).where(eq(users.id, ownerId));
    }
  });
});

describe('queries per request', () => {
  it('a visitor reading a listing costs one query (nine before); the member page one (three before), its availability one (four before)', async () => {
    const counter = countQueries(t);
    try {
      const listing = await counter.during(() => get(w.listing.id));
      expect(listing.result.statusCode).toBe(200);
      expect(listing.queries).toBe(1);
      const member = await counter.during(() =>
        t.app.inject({ method: 'GET', url: `/api/v1/members/${w.owner.user.id}` }),
      );
      expect(member.result.statusCode).toBe(200);
      expect(member.result.json().hostRecord).toEqual({ bookings: 1, canceled: 0 });
      expect(member.queries).toBe(1);
      const availability = await counter.during(() =>
        t.app.inject({ method: 'GET', url: `/api/v1/listings/${w.listing.id}/availability` }),
      );
      expect(availability.result.json().booked).toHaveLength(1);
      expect(availability.queries).toBe(1);
    } finally {
      counter.stop();
    }
  });
});
