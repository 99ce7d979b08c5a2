import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { act, bookingWorld, paidBooking, renterReady, requestBookingVia, requested } from '../../test/booking-helpers';

/** The public calendar and price card read the dates of blocking bookings (today is 2026-06-01 in Paris). */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
beforeAll(async () => {
  t = await buildTestApp();
  w = await bookingWorld(t);
});
afterAll(() => t.close());

const availability = (headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1/listings/${w.listing.id}/availability`, headers });

describe('GET /listings/:id/availability: booked dates', () => {
  it("lists paid and accepted bookings' dates for anyone, without who booked; requests and cancellations do not block", async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${w.listing.id}/availability`,
      headers: w.owner.headers,
      payload: { blocked: [{ start: '2026-08-20', end: '2026-08-22' }] },
    });
    await paidBooking(t, w, '2026-07-10', '2026-07-14');
    const other = await renterReady(t);
    const accepted = await requested(t, other.headers, w.listing.id, '2026-07-20', '2026-07-21');
    expect((await act(t, w.owner.headers, accepted.id, 'accept')).statusCode).toBe(200);
    await requested(t, other.headers, w.listing.id, '2026-07-25', '2026-07-26');
    const canceled = await requested(t, other.headers, w.listing.id, '2026-07-28', '2026-07-29');
    expect((await act(t, other.headers, canceled.id, 'cancel')).statusCode).toBe(200);

    const anonymous = await availability();
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({
      blocked: [{ start: '2026-08-20', end: '2026-08-22' }],
      booked: [
        { start: '2026-07-10', end: '2026-07-14' },
        { start: '2026-07-20', end: '2026-07-21' },
      ],
      partlyBooked: [],
      units: 1,
    });
    // The owner reads the same; the owner's blocked periods stay apart from the bookings.
    expect((await availability(w.owner.headers)).json()).toEqual(anonymous.json());
    expect(anonymous.body).not.toContain(w.renter.user.id);
    expect(anonymous.body).not.toMatch(/BK-|renter|status/);
  });

  it('a booking that ended before today is no longer listed', async () => {
    t.clock.advance(60 * 86_400_000); // 2026-07-31
    try {
      expect((await availability()).json().booked).toEqual([]);
    } finally {
      t.clock.advance(-60 * 86_400_000);
    }
  });

  it('a day with free hours left is partly booked, not unavailable: an afternoon, and the edges of a rental by the hour', async () => {
    const renter = await renterReady(t);
    const book = async (startDate: string, endDate: string, pickupTime: string, returnTime: string) => {
      const res = await requestBookingVia(t, renter.headers, {
        listingId: w.listing.id,
        startDate,
        endDate,
        pickupTime,
        returnTime,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect((await act(t, w.owner.headers, res.json().booking.id, 'accept')).statusCode).toBe(200);
    };
    await book('2026-09-07', '2026-09-07', '14:00', '18:00');
    await book('2026-09-14', '2026-09-16', '14:00', '10:00');
    const body = (await availability()).json();
    expect(body.partlyBooked).toEqual(['2026-09-07', '2026-09-14', '2026-09-16']);
    expect(body.booked).toContainEqual({ start: '2026-09-15', end: '2026-09-15' });
    expect(body.booked).not.toContainEqual(expect.objectContaining({ start: '2026-09-07' }));
    expect(body.booked).not.toContainEqual(expect.objectContaining({ start: '2026-09-14' }));
    // Never the times: the day's own answer gives the free hours, no more.
    expect(JSON.stringify(body)).not.toMatch(/14:00|T\d\d:/);
  });
});
