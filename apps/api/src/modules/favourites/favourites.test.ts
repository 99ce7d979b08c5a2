import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { favourites, users } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { PASSWORD, signedInUser, type SignedInUser } from '../../test/helpers';
import { createListingVia } from '../../test/listing-helpers';

let t: TestApp;
let owner: SignedInUser;
let live: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedInUser(t);
  live = await createListingVia(t, owner.headers);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const put = (headers: Headers, id: string) => t.app.inject({ method: 'PUT', url: `/api/v1/favourites/${id}`, headers });
const del = (headers: Headers, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/favourites/${id}`, headers });
const list = (headers: Headers, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/favourites${query}`, headers });
const ids = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/favourites/ids', headers })).json().listingIds as string[];
const myListings = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/me/listings', headers })).json().listings as {
    id: string;
    favouriteCount: number;
  }[];
const rowsOf = (listingId: string) => t.deps.db.select().from(favourites).where(eq(favourites.listingId, listingId));
const UNKNOWN = '6f1c7a0e-6a55-4a8e-9c3e-5f0a7f1d2b3c';

describe('favourites', () => {
  it('keeps a live bike once however often it is asked, lists it and forgets it', async () => {
    const renter = await signedInUser(t);
    expect((await put(renter.headers, live)).statusCode).toBe(204);
    expect((await put(renter.headers, live)).statusCode).toBe(204);
    expect(await rowsOf(live).then((rows) => rows.filter((r) => r.userId === renter.user.id))).toHaveLength(1);
    expect(await ids(renter.headers)).toEqual([live]);
    const res = await list(renter.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      favourites: [
        {
          listingId: live,
          title: 'Gazelle Ultimate C380',
          coverKey: expect.any(String),
          city: expect.any(String),
          pricePerDayCents: 1500,
          currency: 'EUR',
          available: true,
          createdAt: '2026-06-01T10:00:00.000Z',
        },
      ],
      nextCursor: null,
    });
    expect((await del(renter.headers, live)).statusCode).toBe(204);
    expect((await del(renter.headers, live)).statusCode).toBe(204);
    expect(await ids(renter.headers)).toEqual([]);
  });

  it('parallel PUTs of one bike make one row', async () => {
    const renter = await signedInUser(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => put(renter.headers, live)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(204));
    const mine = (await rowsOf(live)).filter((r) => r.userId === renter.user.id);
    expect(mine).toHaveLength(1);
  });

  it('needs a session; a malformed id is a 422, an unknown id or a draft a 404', async () => {
    const renter = await signedInUser(t);
    const draft = await createListingVia(t, owner.headers, 'photo');
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/favourites/${live}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/favourites' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/favourites/ids' })).statusCode).toBe(401);
    const malformed = await put(renter.headers, 'not-a-uuid');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().error.fields).toHaveProperty('listingId');
    expect((await del(renter.headers, 'not-a-uuid')).statusCode).toBe(422);
    for (const id of [UNKNOWN, draft]) {
      const res = await put(renter.headers, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Listing not found');
      expect((await del(renter.headers, id)).statusCode).toBe(404);
    }
    expect((await list(renter.headers, '?before=yesterday')).statusCode).toBe(422);
    expect(await rowsOf(draft)).toHaveLength(0);
  });

  it("another member's favourites never show, and removing theirs removes nothing", async () => {
    const alice = await signedInUser(t);
    const mallory = await signedInUser(t);
    await put(alice.headers, live);
    expect(await ids(mallory.headers)).toEqual([]);
    expect((await list(mallory.headers)).json().favourites).toEqual([]);
    expect((await del(mallory.headers, live)).statusCode).toBe(204);
    expect(await ids(alice.headers)).toEqual([live]);
  });

  it('pages newest first by keyset', async () => {
    const renter = await signedInUser(t);
    const bikes = [await createListingVia(t, owner.headers), await createListingVia(t, owner.headers), live];
    for (const id of bikes) {
      t.clock.advance(60_000);
      await put(renter.headers, id);
    }
    const first = (await list(renter.headers, '?limit=2')).json();
    expect(first.favourites.map((f: { listingId: string }) => f.listingId)).toEqual([bikes[2], bikes[1]]);
    const second = (await list(renter.headers, `?limit=2&before=${encodeURIComponent(first.nextCursor)}`)).json();
    expect(second).toEqual({ favourites: [expect.objectContaining({ listingId: bikes[0] })], nextCursor: null });
  });

  it('a paused bike stays kept, marked unavailable; a deleted one leaves every favourites list', async () => {
    const renter = await signedInUser(t);
    const bike = await createListingVia(t, owner.headers);
    await put(renter.headers, bike);
    const action = (a: string) =>
      t.app.inject({ method: 'POST', url: `/api/v1/listings/${bike}/${a}`, headers: owner.headers });
    expect((await action('pause')).statusCode).toBe(200);
    expect((await list(renter.headers)).json().favourites[0]).toMatchObject({ listingId: bike, available: false });
    // Still kept: asking again is fine; a newcomer cannot keep a paused bike.
    expect((await put(renter.headers, bike)).statusCode).toBe(204);
    expect((await put((await signedInUser(t)).headers, bike)).statusCode).toBe(404);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/listings/${bike}`, headers: owner.headers });
    expect(deleted.statusCode).toBe(200);
    expect(await rowsOf(bike)).toHaveLength(0);
    expect(await ids(renter.headers)).not.toContain(bike);
  });

  it('the owner sees how many keep each listing, never who', async () => {
    const seller = await signedInUser(t);
    const [kept, alone] = [await createListingVia(t, seller.headers), await createListingVia(t, seller.headers)];
    for (const fan of [await signedInUser(t), await signedInUser(t), await signedInUser(t)])
      await put(fan.headers, kept);
    const mine = await myListings(seller.headers);
    expect(mine.find((l) => l.id === kept)?.favouriteCount).toBe(3);
    expect(mine.find((l) => l.id === alone)?.favouriteCount).toBe(0);
    expect(JSON.stringify(mine)).not.toMatch(/userId|fans|keptBy/);
  });

  it("deleting an account removes its favourites and its listings' places in others'", async () => {
    const member = await signedInUser(t);
    const fan = await signedInUser(t);
    const theirs = await createListingVia(t, member.headers);
    await put(member.headers, live);
    await put(fan.headers, theirs);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/account',
      headers: member.headers,
      payload: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const left = await t.deps.db.select().from(favourites).where(eq(favourites.userId, member.user.id));
    expect(left).toHaveLength(0);
    expect(await rowsOf(theirs)).toHaveLength(0);
    expect(await ids(fan.headers)).toEqual([]);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.deletedAt).not.toBeNull();
  });
});
