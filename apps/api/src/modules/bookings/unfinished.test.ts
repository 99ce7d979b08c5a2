import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { PASSWORD } from '../../test/helpers';
import { act, bookingWorld, requested } from '../../test/booking-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MESSAGE = 'Cannot delete : you have unfinished bookings.';
const deleteAccount = (headers: Record<string, string>) =>
  t.app.inject({ method: 'DELETE', url: '/api/v1/account', headers, payload: { password: PASSWORD } });
const deleteListing = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/listings/${id}`, headers });

describe('deletion is refused while a real booking is unfinished (requested, accepted, paid, ongoing)', () => {
  it('account of the renter and of the owner, and the listing; allowed again once the booking is finished', async () => {
    const w = await bookingWorld(t);
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-07-01', '2026-07-02');
    for (const res of [
      await deleteAccount(w.renter.headers),
      await deleteAccount(w.owner.headers),
      await deleteListing(w.owner.headers, w.listing.id),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(MESSAGE);
    }
    expect((await act(t, w.owner.headers, b.id, 'reject')).statusCode).toBe(200);
    expect((await deleteListing(w.owner.headers, w.listing.id)).statusCode).toBe(200);
    expect((await deleteAccount(w.renter.headers)).statusCode).toBe(200);
  });
});
