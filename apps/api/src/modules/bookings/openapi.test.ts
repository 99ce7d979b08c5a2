import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { act, bookingWorld, requested } from '../../test/booking-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('bookings in OpenAPI and bodies', () => {
  it('documents every booking route from the contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/v1/bookings',
      '/api/v1/bookings/quote',
      '/api/v1/bookings/{bookingId}',
      '/api/v1/bookings/{bookingId}/accept',
      '/api/v1/bookings/{bookingId}/pay',
      '/api/v1/bookings/{bookingId}/pay/confirm',
      '/api/v1/bookings/{bookingId}/disputes',
      '/api/v1/me/trips',
      '/api/v1/me/bookings',
      '/api/v1/me/balance',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('owner actions accept an empty body; the quote takes repeated or comma-separated accessory ids', async () => {
    const w = await bookingWorld(t);
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-07-01', '2026-07-02');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${b.id}/accept`,
      headers: w.owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [lock, seat] = w.listing.accessories;
    const q = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/quote?listingId=${w.listing.id}&startDate=2026-08-01&endDate=2026-08-02&accessoryIds=${lock!.id},${seat!.id}`,
    });
    expect(q.json().price.accessories).toBe(400);
    const q2 = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/quote?listingId=${w.listing.id}&startDate=2026-08-01&endDate=2026-08-02&accessoryIds=${seat!.id}&accessoryIds=${lock!.id}`,
    });
    expect(q2.json().price.accessories).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/bookings/quote?listingId=${w.listing.id}&startDate=x&endDate=2026-08-02`,
        })
      ).statusCode,
    ).toBe(422);
    expect((await act(t, w.renter.headers, b.id, 'cancel')).statusCode).toBe(200);
  });
});
