import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listings, users } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { ADDRESS, createListingVia, multipart, PRICE, referenceIds, testImage } from '../../test/listing-helpers';

let t: TestApp;
let owner: Record<string, string>;
let stranger: Record<string, string>;
let draftId: string;
let liveId: string;
let photoId: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signedInUser(t)).headers;
  stranger = (await signedInUser(t)).headers;
  draftId = await createListingVia(t, owner, 'photo');
  liveId = await createListingVia(t, owner, 'live');
  photoId = (await t.app.inject({ method: 'GET', url: `/api/v1/listings/${liveId}`, headers: owner })).json().listing
    .photos[0].id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const OPEN_MONDAYS = {
  mon: { pickup: { from: '09:00', to: '10:00' }, return: { from: '18:00', to: '19:00' } },
  ...Object.fromEntries(['tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, null])),
};
/** Every owner-only operation, with a valid body. */
async function ownerOperations(id: string): Promise<[Method, string, unknown?][]> {
  const { city } = await referenceIds(t);
  return [
    ['PUT', `/listings/${id}/infos`, { categoryId: city.id, brand: 'X', model: 'Y', sizeCode: 'S' }],
    ['PUT', `/listings/${id}/details`, { descriptionEn: 'Mine now', accessories: [] }],
    ['PUT', `/listings/${id}/address`, ADDRESS],
    ['PUT', `/listings/${id}/price`, PRICE],
    ['PUT', `/listings/${id}/availability`, { blocked: [{ start: '2026-08-01', end: '2026-08-03' }] }],
    ['PUT', `/listings/${id}/hours`, { openingHours: { week: OPEN_MONDAYS, closedDates: [], minNoticeHours: 2 } }],
    ['PUT', `/listings/${id}/instant-booking`, { instantBooking: true, instantConditions: { phoneVerified: true } }],
    ['PUT', `/listings/${id}/photos`, { order: [photoId] }],
    ['DELETE', `/listings/${id}/photos/${photoId}`],
    ['POST', `/listings/${id}/publish`],
    ['POST', `/listings/${id}/pause`],
    ['POST', `/listings/${id}/reactivate`],
    ['DELETE', `/listings/${id}`],
  ];
}
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as never });

describe('only the owner can edit, pause, delete or see a draft', () => {
  it('another member gets 404 on every owner operation of a live listing, and nothing changes', async () => {
    const before = (await call('GET', `/listings/${liveId}`, owner)).json().listing;
    for (const [method, url, body] of await ownerOperations(liveId)) {
      const res = await call(method, url, stranger, body);
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 404 });
      expect(res.json().error).toEqual({ code: 'not_found', message: 'Listing not found' });
    }
    const upload = multipart('file', await testImage());
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/listings/${liveId}/photos`,
          headers: { ...stranger, ...upload.headers },
          payload: upload.payload,
        })
      ).statusCode,
    ).toBe(404);
    const after = (await call('GET', `/listings/${liveId}`, owner)).json().listing;
    expect(after).toEqual(before);
  });

  it('a visitor who is not signed in gets 401 on every owner operation', async () => {
    for (const [method, url, body] of await ownerOperations(liveId)) {
      expect({ url, status: (await call(method, url, {}, body)).statusCode }).toEqual({ url, status: 401 });
    }
    expect((await call('POST', '/listings', {}, {})).statusCode).toBe(401);
    expect((await call('GET', '/me/listings', {})).statusCode).toBe(401);
  });

  it('a draft is a 404 for everyone but its owner, who sees it whole', async () => {
    expect((await call('GET', `/listings/${draftId}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/listings/${draftId}`, {})).statusCode).toBe(404);
    expect((await call('GET', `/listings/${draftId}/availability`, stranger)).statusCode).toBe(404);
    const mine = await call('GET', `/listings/${draftId}`, owner);
    expect(mine.json().listing).toMatchObject({ view: 'owner', status: 'draft', address: ADDRESS.address });
    expect((await call('GET', `/listings/${draftId}/availability`, owner)).statusCode).toBe(200);
  });

  it('paused and suspended listings are 404 for others, deleted ones 410; the owner still sees them', async () => {
    const paused = await createListingVia(t, owner, 'live');
    await call('POST', `/listings/${paused}/pause`, owner);
    const deleted = await createListingVia(t, owner, 'live');
    await call('DELETE', `/listings/${deleted}`, owner);
    const suspended = await createListingVia(t, owner, 'live');
    await t.deps.db
      .update(listings)
      .set({ status: 'suspended', suspendedReason: 'Photos of another bike' })
      .where(eq(listings.id, suspended));

    // Once public then deleted: 410 Gone (search engines drop it); hidden ones: 404.
    for (const [id, status, hidden] of [
      [paused, 'paused', 404],
      [deleted, 'deleted', 410],
      [suspended, 'suspended', 404],
    ] as const) {
      expect((await call('GET', `/listings/${id}`, stranger)).statusCode).toBe(hidden);
      expect((await call('GET', `/listings/${id}`, {})).statusCode).toBe(hidden);
      expect((await call('GET', `/listings/${id}`, owner)).json().listing.status).toBe(status);
    }
    expect((await call('GET', `/listings/${suspended}`, owner)).json().listing.suspendedReason).toBe(
      'Photos of another bike',
    );
    // A deleted listing can no longer be edited, even by its owner.
    expect((await call('PUT', `/listings/${deleted}/details`, owner, { accessories: [] })).statusCode).toBe(404);
  });

  it('a live listing of a banned owner disappears', async () => {
    const banned = await signedInUser(t);
    const id = await createListingVia(t, banned.headers, 'live');
    expect((await call('GET', `/listings/${id}`, stranger)).statusCode).toBe(200);
    await t.deps.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned.user.id));
    expect((await call('GET', `/listings/${id}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/members/${banned.user.id}/listings`, stranger)).statusCode).toBe(404);
  });

  it('an unknown id is the same 404, and a malformed one a 422', async () => {
    expect((await call('GET', '/listings/00000000-0000-4000-8000-000000000000', owner)).statusCode).toBe(404);
    expect((await call('GET', '/listings/not-a-uuid', owner)).statusCode).toBe(422);
  });
});
