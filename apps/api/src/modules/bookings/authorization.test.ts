import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PARTY_MESSAGES, isBookingPartyError } from '@biclou/contracts/bookings';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { act, bookingWorld, pay, requested } from '../../test/booking-helpers';

let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let bookingId: string;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await buildTestApp();
  w = await bookingWorld(t);
  bookingId = (await requested(t, w.renter.headers, w.listing.id, '2026-07-01', '2026-07-03')).id;
  stranger = await signedInUser(t);
});
afterAll(() => t.close());

const card = {
  idempotencyKey: 'k-authz-0001',
  card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
};
const dispute = { reason: 'other', explanation: 'Something went wrong with the bike.' };

describe('booking authorization matrix', () => {
  it.each([
    ['GET', ''],
    ['GET', '/cancel-preview'],
    ['POST', '/accept'],
    ['POST', '/reject'],
    ['POST', '/cancel'],
    ['POST', '/pay'],
    ['POST', '/disputes'],
  ] as const)('%s %s: anonymous 401, another member 404', async (method, path) => {
    const payload = path === '/pay' ? card : path === '/disputes' ? dispute : method === 'POST' ? {} : undefined;
    const anon = await t.app.inject({ method, url: `/api/v1/bookings/${bookingId}${path}`, payload: payload as never });
    expect(anon.statusCode).toBe(401);
    const other = await t.app.inject({
      method,
      url: `/api/v1/bookings/${bookingId}${path}`,
      headers: stranger.headers,
      payload: payload as never,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('Booking not found');
  });

  it('the renter cannot accept or reject; the owner cannot pay or open a dispute: 403 saying whose action it is, nothing changes', async () => {
    const forbidden = (
      res: { statusCode: number; json(): { error: { code: string; message: string } } },
      message: string,
    ) => {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'forbidden', message });
    };
    forbidden(await act(t, w.renter.headers, bookingId, 'accept'), BOOKING_PARTY_MESSAGES.ownerOnly);
    forbidden(await act(t, w.renter.headers, bookingId, 'reject'), BOOKING_PARTY_MESSAGES.ownerOnly);
    const view = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${bookingId}`, headers: w.renter.headers })).json()
        .booking;
    expect((await view()).status).toBe('requested');
    expect((await act(t, w.owner.headers, bookingId, 'accept')).statusCode).toBe(200);
    forbidden(await pay(t, w.owner.headers, bookingId), BOOKING_PARTY_MESSAGES.renterOnly);
    forbidden(await act(t, w.owner.headers, bookingId, 'disputes', dispute), BOOKING_PARTY_MESSAGES.renterOnly);
    expect(await view()).toMatchObject({ status: 'accepted', payment: null });
    // The web shows these two sentences inline, and only these (any other 403 is the forbidden page).
    expect(isBookingPartyError({ message: BOOKING_PARTY_MESSAGES.renterOnly })).toBe(true);
    expect(isBookingPartyError({ message: 'Forbidden' })).toBe(false);
  });

  it('a stranger never learns the booking exists: the same 404 body as an unknown id, for every action', async () => {
    const unknown = await act(t, stranger.headers, crypto.randomUUID(), 'accept');
    for (const path of ['accept', 'reject', 'cancel'] as const) {
      const res = await act(t, stranger.headers, bookingId, path);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    expect((await pay(t, stranger.headers, bookingId)).json()).toEqual(unknown.json());
  });

  it('an unknown id is 404 and a malformed one 422', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${crypto.randomUUID()}`, headers: w.renter.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/bookings/nope', headers: w.renter.headers })).statusCode,
    ).toBe(422);
  });

  it("lists only show one's own side", async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/me/trips', headers: stranger.headers })).json().bookings,
    ).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/me/bookings', headers: stranger.headers })).json().bookings,
    ).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/trips' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/balance' })).statusCode).toBe(401);
  });
});
