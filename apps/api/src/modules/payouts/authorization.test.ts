import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_MESSAGES as M } from '@biclou/domain/payout-rules';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { adminAct, adminSession, ownerWithCredits, requestPayoutVia } from '../../test/payout-helpers';

let t: TestApp;
let w: Awaited<ReturnType<typeof ownerWithCredits>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof adminSession>>;
let payoutId: string;

beforeAll(async () => {
  t = await buildTestApp();
  w = await ownerWithCredits(t, 2);
  other = await signedInUser(t, { firstname: 'Otto' });
  admin = await adminSession(t);
  const res = await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: [w.bookingIds[0]] });
  expect(res.statusCode).toBe(201);
  payoutId = res.json().payout.id;
});
afterAll(() => t.close());

type Who = 'owner' | 'other' | 'renter' | 'admin' | 'anonymous';
const headersOf = (who: Who) =>
  ({
    owner: w.owner.headers,
    other: other.headers,
    renter: w.renter.headers,
    admin: admin.headers,
    anonymous: undefined,
  })[who];
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(headersOf(who) ? { headers: headersOf(who) } : {}),
    ...(payload === undefined ? {} : { payload: payload as never }),
  });

describe('authorization matrix of the payout endpoints', () => {
  it('anonymous: 401 everywhere', async () => {
    const endpoints: [string, string, unknown?][] = [
      ['GET', '/me/banking'],
      ['PUT', '/me/banking', {}],
      ['POST', '/me/banking/verify'],
      ['POST', '/me/banking/refresh'],
      ['GET', '/me/earnings'],
      ['GET', '/me/balance'],
      ['GET', '/me/payouts'],
      ['GET', '/me/payouts/available'],
      ['POST', '/me/payouts', {}],
      ['GET', `/me/payouts/${payoutId}`],
      ['GET', '/admin/payouts'],
      ['POST', `/admin/payouts/${payoutId}/process`],
      ['POST', `/admin/payouts/${payoutId}/fail`, { reason: 'x' }],
    ];
    for (const [method, url, payload] of endpoints) {
      const res = await call('anonymous', method as 'GET', url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.message).toBe('Please log in to continue');
    }
  });

  it('one payout: the owner and an admin read it; the other user and the renter get 404', async () => {
    for (const who of ['owner', 'admin'] as const) {
      const res = await call(who, 'GET', `/me/payouts/${payoutId}`);
      expect(res.statusCode, who).toBe(200);
      expect(res.json().payout).toMatchObject({ id: payoutId, status: 'pending' });
    }
    for (const who of ['other', 'renter'] as const) {
      const res = await call(who, 'GET', `/me/payouts/${payoutId}`);
      expect(res.statusCode, who).toBe(404);
      expect(res.body).not.toContain(w.listing.id);
    }
  });

  it("lists, balance, earnings and payable bookings only ever show the caller's own", async () => {
    for (const who of ['other', 'renter', 'admin'] as const) {
      expect((await call(who, 'GET', '/me/payouts')).json().payouts, who).toEqual([]);
      expect((await call(who, 'GET', '/me/payouts/available')).json().listings, who).toEqual([]);
      expect((await call(who, 'GET', '/me/balance')).json(), who).toMatchObject({
        availableCents: 0,
        inTransitCents: 0,
      });
      expect((await call(who, 'GET', '/me/earnings')).json().totalCents, who).toBe(0);
      expect((await call(who, 'GET', '/me/banking')).json().banking, who).toBeNull();
    }
    expect((await call('owner', 'GET', '/me/payouts')).json().payouts).toHaveLength(1);
    expect((await call('owner', 'GET', '/me/payouts/available')).json().listings[0].bookings).toHaveLength(1);
    expect((await call('owner', 'GET', '/me/banking')).json().banking.kycStatus).toBe('verified');
  });

  it("asking for a payout of the owner's bookings: refused to the other user, the renter and the admin", async () => {
    for (const who of ['other', 'renter', 'admin'] as const) {
      const res = await call(who, 'POST', '/me/payouts', { listingId: w.listing.id, bookingIds: [w.bookingIds[1]] });
      expect(res.statusCode, who).toBe(422);
      // None of them has a complete profile: the first rule refuses before any booking is looked at.
      expect(res.json().error.message, who).toBe(M.profileIncomplete);
    }
  });

  it('the admin list of payouts: admins only, with the owner, filtered by status', async () => {
    for (const who of ['owner', 'other', 'renter'] as const)
      expect((await call(who, 'GET', '/admin/payouts')).statusCode, who).toBe(403);
    const pending = await call('admin', 'GET', '/admin/payouts?status=pending');
    expect(pending.statusCode).toBe(200);
    const mine = pending.json().items.find((p: { id: string }) => p.id === payoutId);
    expect(mine).toMatchObject({
      status: 'pending',
      owner: { id: w.owner.user.id, email: w.owner.email, firstname: 'Olive' },
    });
    expect(
      (await call('admin', 'GET', '/admin/payouts?status=processed'))
        .json()
        .items.some((p: { id: string }) => p.id === payoutId),
    ).toBe(false);
    expect((await call('admin', 'GET', '/admin/payouts?status=nope')).statusCode).toBe(422);
  });

  it('process and fail: 403 for the owner, the other user and the renter; the admin may', async () => {
    for (const who of ['owner', 'other', 'renter'] as const) {
      for (const action of ['process', 'fail'] as const) {
        const res = await adminAct(t, headersOf(who), payoutId, action, { reason: 'x' });
        expect(res.statusCode, `${who} ${action}`).toBe(403);
      }
    }
    expect((await call('owner', 'GET', `/me/payouts/${payoutId}`)).json().payout.status).toBe('pending');
    const unknown = await adminAct(t, admin.headers, '00000000-0000-4000-8000-000000000000', 'process');
    expect(unknown.statusCode).toBe(404);
    expect((await adminAct(t, admin.headers, 'nope', 'process')).statusCode).toBe(422);
    const done = await adminAct(t, admin.headers, payoutId, 'process');
    expect(done.statusCode).toBe(200);
    expect(done.json().payout.status).toBe('processed');
  });
});
