import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const card = { idempotencyKey: 'k-authz-0001', card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' } };
const dispute = { reason: 'other', explanation: 'Something went wrong with the bike.' };

describe('booking authorization matrix', () => {
  it.each([
    ['GET', ''], ['GET', '/cancel-preview'], ['POST', '/accept'], ['POST', '/reject'], ['POST', '/cancel'], ['POST', '/pay'], ['POST', '/disputes'],
  ] as const)('%s %s: anonymous 401, another member 404', async (method, path) => {
    const payload = path === '/pay' ? card : path === '/disputes' ? dispute : method === 'POST' ? {} : undefined;
    const anon = await t.app.inject({ method, url: `/api/v1/bookings/${bookingId}${path}`, payload: payload as never });
    expect(anon.statusCode).toBe(401);
    const other = await t.app.inject({ method, url: `/api/v1/bookings/${bookingId}${path}`, headers: stranger.headers, payload: payload as never });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('Booking not found');
  });

  it('the renter cannot accept or reject; the owner cannot pay or open a dispute', async () => {
    expect((await act(t, w.renter.headers, bookingId, 'accept')).statusCode).toBe(403);
    expect((await act(t, w.renter.headers, bookingId, 'reject')).statusCode).toBe(403);
    expect((await act(t, w.owner.headers, bookingId, 'accept')).statusCode).toBe(200);
    expect((await pay(t, w.owner.headers, bookingId)).statusCode).toBe(403);
    expect((await act(t, w.owner.headers, bookingId, 'disputes', dispute)).statusCode).toBe(403);
  });

  it('an unknown id is 404 and a malformed one 422', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${crypto.randomUUID()}`, headers: w.renter.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/bookings/nope', headers: w.renter.headers })).statusCode).toBe(422);
  });

  it('lists only show one\'s own side', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/trips', headers: stranger.headers })).json().bookings).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/bookings', headers: stranger.headers })).json().bookings).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/trips' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/balance' })).statusCode).toBe(401);
  });
});
