import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, bookingSettings } from '@biclou/db/schema';
import { BOOKING_REQUEST_MESSAGES } from '@biclou/domain/availability';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bookingWorld, requestBookingVia } from '../../test/booking-helpers';

/** A maximum duration and a start horizon, from the booking settings (today is 2026-06-01 in Paris). */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
beforeAll(async () => {
  t = await buildTestApp();
  w = await bookingWorld(t);
});
afterAll(() => t.close());

const ask = (startDate: string, endDate: string) =>
  requestBookingVia(t, w.renter.headers, { listingId: w.listing.id, startDate, endDate });
const quote = (startDate: string, endDate: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/bookings/quote?listingId=${w.listing.id}&startDate=${startDate}&endDate=${endDate}`,
    headers: w.renter.headers,
  });
const TOO_LONG = BOOKING_REQUEST_MESSAGES.max_duration;
const TOO_FAR = BOOKING_REQUEST_MESSAGES.too_far_ahead;

describe('booking length and horizon', () => {
  it('the settings carry the defaults: 60 days, 12 months', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(res.json()).toMatchObject({ maxBookingDays: 60, maxAdvanceMonths: 12 });
  });

  it.each([
    ['2030-01-01 → 2099-12-31 (the report)', '2030-01-01', '2099-12-31', { startDate: [TOO_FAR], endDate: [TOO_LONG] }],
    // Years past 2200 are not dates the API reads (decisions "Sweep: unsafe input"); up to 2200 the rule refuses.
    ['to 9999-12-31 (integer overflow before)', '2026-07-01', '9999-12-31', { endDate: ['Enter a valid end date.'] }],
    ['to 2200-12-31, the last year the API reads', '2026-07-01', '2200-12-31', { endDate: [TOO_LONG] }],
    ['61 days', '2026-07-01', '2026-08-30', { endDate: [TOO_LONG] }],
    ['a 2-day ride 12 months and a day ahead', '2027-06-02', '2027-06-03', { startDate: [TOO_FAR] }],
  ])('%s: 422 on both the quote and the request, nothing created', async (_label, startDate, endDate, fields) => {
    const q = await quote(startDate, endDate);
    expect(q.statusCode).toBe(422);
    expect(q.json().error.fields).toEqual(fields);
    const r = await ask(startDate, endDate);
    expect(r.statusCode).toBe(422);
    expect(r.json().error.fields).toMatchObject(fields);
    expect(await t.deps.db.select().from(bookings)).toEqual([]);
  });

  it('60 days, and a start exactly 12 months ahead, are fine', async () => {
    const q = await quote('2026-07-01', '2026-08-29');
    expect(q.statusCode).toBe(200);
    expect(q.json().price.days).toBe(60);
    expect(q.json().violations).toEqual([]);
    expect((await quote('2027-06-01', '2027-06-02')).json().violations).toEqual([]);
    expect((await ask('2027-06-01', '2027-06-02')).statusCode).toBe(201);
  });

  it('follows the settings', async () => {
    await t.deps.db.update(bookingSettings).set({ maxBookingDays: 10, maxAdvanceMonths: 2 });
    try {
      expect((await quote('2026-07-01', '2026-07-11')).json().error.fields).toEqual({ endDate: [TOO_LONG] });
      expect((await quote('2026-07-01', '2026-07-10')).statusCode).toBe(200);
      expect((await quote('2026-08-02', '2026-08-03')).json().error.fields).toEqual({ startDate: [TOO_FAR] });
      expect((await quote('2026-08-01', '2026-08-03')).statusCode).toBe(200);
    } finally {
      await t.deps.db.update(bookingSettings).set({ maxBookingDays: 60, maxAdvanceMonths: 12 });
    }
  });

  it('the database refuses settings outside the bounds', async () => {
    await expect(t.deps.db.update(bookingSettings).set({ maxBookingDays: 0 })).rejects.toThrow();
    await expect(t.deps.db.update(bookingSettings).set({ maxAdvanceMonths: 25 })).rejects.toThrow();
  });
});
