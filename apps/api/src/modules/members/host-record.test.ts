import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { act, bookingWorld, paidBooking, requested } from '../../test/booking-helpers';

/** The owner's cancellations, out of the bookings renters paid for, on the public member and listing data. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('host record', () => {
  it("counts paid bookings and the owner's cancellations; renters' cancellations and unpaid requests are not the owner's", async () => {
    const w = await bookingWorld(t);
    const record = async () => {
      const member = (await t.app.inject({ method: 'GET', url: `/api/v1/members/${w.owner.user.id}` })).json();
      const { listing } = (
        await t.app.inject({ method: 'GET', url: `/api/v1/listings/${w.listing.id}`, headers: w.renter.headers })
      ).json();
      expect(listing.owner.hostRecord).toEqual(member.hostRecord);
      return member.hostRecord;
    };
    expect(await record()).toEqual({ bookings: 0, canceled: 0 });

    await paidBooking(t, w, '2026-07-01', '2026-07-02');
    const canceledByOwner = await paidBooking(t, w, '2026-07-05', '2026-07-06');
    const canceledByRenter = await paidBooking(t, w, '2026-07-10', '2026-07-11');
    await requested(t, w.renter.headers, w.listing.id, '2026-07-15', '2026-07-16');
    expect(
      (await act(t, w.owner.headers, canceledByOwner, 'cancel', { reason: 'The bike is broken' })).statusCode,
    ).toBe(200);
    expect((await act(t, w.renter.headers, canceledByRenter, 'cancel', { reason: 'Plans changed' })).statusCode).toBe(
      200,
    );

    expect(await record()).toEqual({ bookings: 3, canceled: 1 });
    // The renter's own member page has no bookings as an owner.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/members/${w.renter.user.id}` })).json().hostRecord,
    ).toEqual({ bookings: 0, canceled: 0 });
  });
});
