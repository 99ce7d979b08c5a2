import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../test/admin-matrix';
import { bookingWorld, paidBooking } from '../../../test/booking-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInUser } from '../../../test/helpers';
import { buckets, periodRange } from './get-dashboard';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
const URL_ = '/api/v1/admin/dashboard';
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const get = (query: string) => t.app.inject({ method: 'GET', url: `${URL_}${query}`, headers: admin.headers });

describe('periods', () => {
  const now = new Date('2026-06-15T13:00:00Z');
  it.each([
    [{ period: '7d' as const }, '2026-06-09', 7, 'day'],
    [{ period: '30d' as const }, '2026-05-17', 30, 'day'],
    [{ period: '12m' as const }, '2025-07-01', 12, 'month'],
    [{ period: 'custom' as const, from: '2026-01-01', to: '2026-01-31' }, '2026-01-01', 31, 'day'],
    [{ period: 'custom' as const, from: '2025-01-15', to: '2026-01-31' }, '2025-01-01', 13, 'month'],
  ])('%o starts %s with %i %s buckets', (query, first, n, bucket) => {
    const r = periodRange(query, now);
    const all = buckets(r);
    expect(all[0]).toBe(first);
    expect(all).toHaveLength(n);
    expect(r.bucket).toBe(bucket);
  });
});

describe('GET /admin/dashboard', () => {
  it('is admins only', async () => {
    await expectAdminOnly(t, { method: 'GET', url: URL_ });
    await expectAdminOnly(t, { method: 'GET', url: `${URL_}?period=12m` });
  });

  it('counts a paid booking in GMV, fees, bookings by state and the series; the series sum up', async () => {
    const before = (await get('?period=7d')).json();
    const w = await bookingWorld(t);
    const bookingId = await paidBooking(t, w, '2026-06-10', '2026-06-12');
    const booking = (
      await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${bookingId}`, headers: w.renter.headers })
    ).json().booking;
    const res = await get('?period=7d');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.series).toHaveLength(7);
    expect(body.gmvCents - before.gmvCents).toBe(booking.price.pricePaidByBuyer);
    expect(body.serviceFeesCents - before.serviceFeesCents).toBe(booking.price.serviceFee);
    expect(body.bookingsByStatus.paid).toBe((before.bookingsByStatus.paid ?? 0) + 1);
    // Accounts are stamped by the database's clock, not the test clock: only the sum is checked here.
    expect(body.newUsers).toBe(body.series.reduce((s: number, p: { newUsers: number }) => s + p.newUsers, 0));
    expect(body.liveListings - before.liveListings).toBe(1);
    expect(body.series.reduce((s: number, p: { gmvCents: number }) => s + p.gmvCents, 0)).toBe(body.gmvCents);
    expect(body.revenueCents).toBe(
      body.series.reduce((s: number, p: { revenueCents: number }) => s + p.revenueCents, 0),
    );
    expect(body.pendingPayouts).toEqual({ count: expect.any(Number), amountCents: expect.any(Number) });
    expect(Array.isArray(body.attention)).toBe(true);
  });

  it.each([
    ['?period=week', 'period'],
    ['?period=custom', 'from'],
    ['?period=custom&from=2026-02-01&to=2026-01-01', 'to'],
    ['?period=custom&from=2026-02-30x&to=2026-03-01', 'from'],
    ['?period=custom&from=2020-01-01&to=2026-01-01', 'to'],
  ])('422 with a field message for %s', async (query, field) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.fields[field]?.[0]).toEqual(expect.any(String));
  });
});
