import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHistory } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { outboxFor } from '../../../test/helpers';
import { act, bookingWorld, renterReady, requested } from '../../../test/booking-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('accept and reject', () => {
  it('accepting rejects the overlapping requests, with a history row each, and tells their renters in their language', async () => {
    const w = await bookingWorld(t);
    const fr = await renterReady(t, { locale: 'fr', firstname: 'Zoé' });
    const far = await renterReady(t);
    const chosen = await requested(t, w.renter.headers, w.listing.id, '2026-07-01', '2026-07-05');
    const overlapping = await requested(t, fr.headers, w.listing.id, '2026-07-05', '2026-07-08');
    const apart = await requested(t, far.headers, w.listing.id, '2026-07-06', '2026-07-08');

    const res = await act(t, w.owner.headers, chosen.id, 'accept');
    expect(res.statusCode).toBe(200);
    const other = (
      await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${overlapping.id}`, headers: fr.headers })
    ).json().booking;
    expect(other).toMatchObject({ status: 'rejected', rejectReason: 'other_request_accepted' });
    // A code the page translates, never shown raw.
    expect(other.history.at(-1)).toMatchObject({
      from: 'requested',
      to: 'rejected',
      actor: 'owner',
      reasonCode: 'other_request_accepted',
      reason: null,
    });
    const mail = (await outboxFor(t, fr.email))[0]!;
    expect(mail.locale).toBe('fr');
    expect(mail.subject).toMatch(/refusée/);
    expect(mail.text).toContain('Motif\u00a0: Une autre demande pour ces dates a été acceptée.');
    expect(mail.text).not.toContain('other_request_accepted');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${apart.id}`, headers: far.headers })).json().booking
        .status,
    ).toBe('requested');
    // The apart request is still acceptable; a second accept of the first is a 409.
    expect((await act(t, w.owner.headers, apart.id, 'accept')).statusCode).toBe(200);
    expect((await act(t, w.owner.headers, chosen.id, 'accept')).statusCode).toBe(409);
  });

  it("a request overlapping an accepted booking cannot be accepted (409, the spec's sentence)", async () => {
    const w = await bookingWorld(t);
    const a = await requested(t, w.renter.headers, w.listing.id, '2026-08-01', '2026-08-03');
    const other = await renterReady(t);
    const b = await requested(t, other.headers, w.listing.id, '2026-08-10', '2026-08-12');
    expect((await act(t, w.owner.headers, a.id, 'accept')).statusCode).toBe(200);
    // The owner then blocks b's dates himself: accept must refuse.
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${w.listing.id}/availability`,
      headers: w.owner.headers,
      payload: { blocked: [{ start: '2026-08-11', end: '2026-08-11' }] },
    });
    const res = await act(t, w.owner.headers, b.id, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This listing is not available at the given dates');
  });

  it('reject with a reason writes it to the history and the email; a rejected booking cannot be accepted', async () => {
    const w = await bookingWorld(t);
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-07-20', '2026-07-22');
    const res = await act(t, w.owner.headers, b.id, 'reject', { reason: 'The bike is at the repairer.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'rejected', rejectReason: 'The bike is at the repairer.' });
    const rows = await t.deps.db.select().from(bookingHistory).where(eq(bookingHistory.bookingId, b.id));
    expect(rows.map((r) => [r.fromStatus, r.toStatus, r.reason])).toEqual([
      [null, 'requested', null],
      ['requested', 'rejected', 'The bike is at the repairer.'],
    ]);
    expect((await outboxFor(t, w.renter.email))[0]!.text).toContain('The bike is at the repairer.');
    expect((await act(t, w.owner.headers, b.id, 'accept')).statusCode).toBe(409);
  });

  it('a request past its 48 h cannot be accepted', async () => {
    const w = await bookingWorld(t);
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-07-25', '2026-07-26');
    t.clock.advance(48 * 3_600_000);
    const res = await act(t, w.owner.headers, b.id, 'accept');
    t.clock.advance(-48 * 3_600_000);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This request has expired.');
  });
});
