import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_REQUEST_MESSAGES } from '@biclou/domain/availability';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInUser } from '../../../test/helpers';
import {
  act,
  bookingWorld,
  createLiveListing,
  pay,
  renterReady,
  requestBookingVia,
  requested,
} from '../../../test/booking-helpers';

let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
beforeAll(async () => {
  t = await buildTestApp();
  w = await bookingWorld(t, { price: { minBookingDays: 2, noticeDays: 3 } });
});
afterAll(() => t.close());

const ask = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  requestBookingVia(t, headers, { listingId: w.listing.id, ...payload });

describe('POST /bookings: every rule gives its message (today is 2026-06-01 in Paris)', () => {
  it('401 signed out', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: { listingId: w.listing.id, startDate: '2026-07-01', endDate: '2026-07-03', depositAcknowledged: true },
    });
    expect(res.statusCode).toBe(401);
  });

  it('phone not confirmed', async () => {
    const u = await signedInUser(t);
    const res = await ask(u.headers, { startDate: '2026-07-01', endDate: '2026-07-03' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(BOOKING_REQUEST_MESSAGES.phone_not_confirmed);
  });

  it('own bike', async () => {
    const { confirmPhone } = await import('../../../test/booking-helpers');
    await confirmPhone(t, w.owner.user.id);
    const res = await ask(w.owner.headers, { startDate: '2026-07-01', endDate: '2026-07-03' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(BOOKING_REQUEST_MESSAGES.own_listing);
  });

  it.each([
    ['2026-07-03', '2026-07-01', 'invalid_dates', 'endDate'],
    ['2026-05-31', '2026-06-05', 'start_date_passed', 'startDate'],
    ['2026-07-01', '2026-07-01', 'min_duration', 'endDate'],
    ['2026-06-03', '2026-06-06', 'notice', 'startDate'],
  ] as const)('%s → %s: %s', async (startDate, endDate, code, field) => {
    const res = await ask(w.renter.headers, { startDate, endDate });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(BOOKING_REQUEST_MESSAGES[code]);
    expect(res.json().error.fields[field]).toContain(BOOKING_REQUEST_MESSAGES[code]);
  });

  it("the deposit must be acknowledged, accessories must be the listing's, dates must be dates", async () => {
    const noAck = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: w.renter.headers,
      payload: { listingId: w.listing.id, startDate: '2026-07-01', endDate: '2026-07-03' },
    });
    expect(noAck.statusCode).toBe(422);
    expect(noAck.json().error.fields.depositAcknowledged).toEqual(['Please acknowledge the deposit.']);
    const badAccessory = await ask(w.renter.headers, {
      startDate: '2026-07-01',
      endDate: '2026-07-03',
      accessoryIds: [crypto.randomUUID()],
    });
    expect(badAccessory.statusCode).toBe(422);
    expect(badAccessory.json().error.fields.accessoryIds).toEqual(['Unknown accessory.']);
    expect((await ask(w.renter.headers, { startDate: '2026-13-01', endDate: '2026-07-03' })).statusCode).toBe(422);
  });

  it('an unknown or non-live listing is 404', async () => {
    expect(
      (
        await requestBookingVia(t, w.renter.headers, {
          listingId: crypto.randomUUID(),
          startDate: '2026-07-01',
          endDate: '2026-07-03',
        })
      ).statusCode,
    ).toBe(404);
  });

  it("the owner's unavailable periods and blocking bookings: 409 with the spec's sentence", async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${w.listing.id}/availability`,
      headers: w.owner.headers,
      payload: { blocked: [{ start: '2026-08-10', end: '2026-08-12' }] },
    });
    expect(put.statusCode).toBe(200);
    const blocked = await ask(w.renter.headers, { startDate: '2026-08-12', endDate: '2026-08-14' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.message).toBe('This listing is not available at the given dates');

    const other = await renterReady(t);
    const b = await requested(t, other.headers, w.listing.id, '2026-09-01', '2026-09-05');
    expect((await act(t, w.owner.headers, b.id, 'accept')).statusCode).toBe(200);
    const overlap = await ask(w.renter.headers, { startDate: '2026-09-05', endDate: '2026-09-07' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error.message).toBe('This listing is not available at the given dates');
    // The day after is free (inclusive ranges).
    expect((await ask(w.renter.headers, { startDate: '2026-09-06', endDate: '2026-09-07' })).statusCode).toBe(201);
    // A paid one blocks too; the quote says so without creating anything.
    expect((await pay(t, other.headers, b.id)).statusCode).toBe(200);
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/quote?listingId=${w.listing.id}&startDate=2026-09-04&endDate=2026-09-06`,
      headers: w.renter.headers,
    });
    expect(quote.json().violations.map((v: { code: string }) => v.code)).toEqual(['unavailable']);
  });

  it('at most 5 requests waiting for an answer', async () => {
    const r = await renterReady(t);
    const owner = await signedInUser(t);
    const listing = await createLiveListing(t, owner.headers);
    for (let i = 0; i < 5; i++)
      await requested(
        t,
        r.headers,
        listing.id,
        `2026-10-${String(i * 3 + 1).padStart(2, '0')}`,
        `2026-10-${String(i * 3 + 2).padStart(2, '0')}`,
      );
    const sixth = await requestBookingVia(t, r.headers, {
      listingId: listing.id,
      startDate: '2026-11-01',
      endDate: '2026-11-02',
    });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().error.message).toBe(BOOKING_REQUEST_MESSAGES.too_many_requests);
  });
});
