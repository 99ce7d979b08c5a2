import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications, reviews } from '@biclou/db/schema';
import type { InstantConditions } from '@biclou/domain/instant-booking';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { outboxFor, signedInUser, type SignedInUser } from '../../../test/helpers';
import { bookingWorld, pay, renterReady, requestBookingVia, requested } from '../../../test/booking-helpers';
import { runDueJobs } from '../../run-due-jobs';

let t: TestApp;
/** Where the renters' past rentals happened: another owner's bike. */
let past: Awaited<ReturnType<typeof bookingWorld>>;
let pastDay = 0;
beforeAll(async () => {
  t = await buildTestApp();
  past = await bookingWorld(t);
});
afterAll(() => t.close());

const NOW = new Date('2026-06-01T10:00:00Z');
const CONDITIONS: InstantConditions = { phoneVerified: true, completedRental: true, minReviewScore: 4 };

/** A listing whose owner turned instant booking on for renters meeting `conditions`. */
async function instantWorld(conditions: InstantConditions = CONDITIONS) {
  const w = await bookingWorld(t);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/listings/${w.listing.id}/instant-booking`,
    headers: w.owner.headers,
    payload: { instantBooking: true, instantConditions: conditions },
  });
  expect(res.statusCode, res.body).toBe(200);
  return w;
}

/**
 * A renter with a record: `rentals` completed rentals, each reviewed by its owner with `rating`
 * (published unless said otherwise).
 */
async function renterWith(o: { rentals: number; rating?: number; published?: boolean; locale?: 'en' | 'fr' }) {
  const renter = await renterReady(t, { locale: o.locale ?? 'en' });
  for (let i = 0; i < o.rentals; i++) {
    pastDay += 1;
    const day = `2026-09-${String(pastDay).padStart(2, '0')}`;
    const b = await requested(t, renter.headers, past.listing.id, day, day);
    await t.deps.db.update(bookings).set({ status: 'completed', completedAt: NOW }).where(eq(bookings.id, b.id));
    if (o.rating !== undefined)
      await t.deps.db.insert(reviews).values({
        bookingId: b.id,
        listingId: past.listing.id,
        authorId: past.owner.user.id,
        side: 'owner',
        subjectId: renter.user.id,
        rating: o.rating,
        comment: 'Careful with the bike.',
        publishedAt: o.published === false ? null : NOW,
      });
  }
  return renter;
}

const getBooking = async (id: string, who: SignedInUser) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}`, headers: who.headers })).json().booking;
const instantRequest = (who: SignedInUser, listingId: string, startDate: string, endDate: string) =>
  requestBookingVia(t, who.headers, { listingId, startDate, endDate });

describe('instant booking', () => {
  it('a renter who meets the conditions is accepted at once: history, 30 minutes to pay, both sides told', async () => {
    t.clock.set(NOW);
    const w = await instantWorld();
    const renter = await renterWith({ rentals: 1, rating: 4, locale: 'fr' });
    const res = await instantRequest(renter, w.listing.id, '2026-07-01', '2026-07-03');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().unmetInstantConditions).toBeUndefined();
    const booking = res.json().booking;
    expect(booking).toMatchObject({
      status: 'accepted',
      instant: true,
      acceptedAt: NOW.toISOString(),
      deadline: { kind: 'payment_due', at: '2026-06-01T10:30:00.000Z' },
      actions: ['cancel', 'pay'],
    });
    expect(booking.history).toEqual([
      { from: null, to: 'requested', actor: 'renter', reasonCode: null, reason: null, at: NOW.toISOString() },
      {
        from: 'requested',
        to: 'accepted',
        actor: 'system',
        reasonCode: 'instant',
        reason: null,
        at: NOW.toISOString(),
      },
    ]);
    // The renter goes to payment; the owner learns of a booking with nothing to accept, not of a request.
    const [renterMail] = await outboxFor(t, renter.email);
    expect(renterMail!.subject).toMatch(/acceptée/);
    expect(renterMail!.text).toContain('Payez sous 30 minutes pour la confirmer.');
    const ownerMails = (await outboxFor(t, w.owner.email)).filter((m) => m.subject?.includes('Gazelle'));
    expect(ownerMails.map((m) => m.subject)).toEqual(['Gazelle Ultimate C380 is booked (instant booking)']);
    expect(ownerMails[0]!.text).toContain('the renter has 30 minutes to pay');
    const told = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, booking.id))
      .orderBy(asc(notifications.userId));
    expect(told.map((n) => [n.kind, n.userId === w.owner.user.id ? 'owner' : 'renter', n.params.instant])).toEqual(
      expect.arrayContaining([
        ['booking.accepted', 'owner', true],
        ['booking.accepted', 'renter', true],
      ]),
    );
    expect(told).toHaveLength(2);
    expect(told.find((n) => n.userId === renter.user.id)).toMatchObject({
      link: `/dashboard/trips/${booking.id}/pay`,
      params: { payCount: 30, payUnit: 'minute' },
    });
    // The owner sees a booking to wait for, nothing to accept.
    expect((await getBooking(booking.id, w.owner)).actions).toEqual([]);
    expect((await pay(t, renter.headers, booking.id)).statusCode).toBe(200);
  });

  it('rejects the open requests that share an instant with it, as an accept does, and tells their renters', async () => {
    t.clock.set(NOW);
    const w = await instantWorld({ phoneVerified: true, completedRental: true });
    const newcomer = await renterReady(t);
    const waiting = await requested(t, newcomer.headers, w.listing.id, '2026-07-03', '2026-07-05');
    const apart = await requested(t, newcomer.headers, w.listing.id, '2026-07-10', '2026-07-11');
    expect(waiting).toMatchObject({ status: 'requested' });
    const regular = await renterWith({ rentals: 1 });
    const res = await instantRequest(regular, w.listing.id, '2026-07-01', '2026-07-03');
    expect(res.json().booking).toMatchObject({ status: 'accepted', instant: true });
    const other = await getBooking(waiting.id, newcomer);
    expect(other).toMatchObject({ status: 'rejected', rejectReason: 'other_request_accepted' });
    expect(other.history.at(-1)).toMatchObject({
      from: 'requested',
      to: 'rejected',
      actor: 'system',
      reasonCode: 'other_request_accepted',
    });
    expect((await getBooking(apart.id, newcomer)).status).toBe('requested');
    expect((await outboxFor(t, newcomer.email))[0]!.text).toContain('Another request for these dates was accepted.');
  });

  it('a renter who does not meet them sends an ordinary request, and is told which conditions they missed', async () => {
    t.clock.set(NOW);
    const w = await instantWorld();
    const newcomer = await renterReady(t);
    const res = await instantRequest(newcomer, w.listing.id, '2026-07-01', '2026-07-03');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      booking: { status: 'requested', instant: false, deadline: { kind: 'request_expires' } },
      unmetInstantConditions: ['completedRental', 'minReviewScore'],
    });
    expect((await outboxFor(t, w.owner.email))[0]!.subject).toBe('New booking request for Gazelle Ultimate C380');

    // A score under the floor, and reviews not published yet (double-blind), do not count.
    const low = await renterWith({ rentals: 2, rating: 3 });
    const hidden = await renterWith({ rentals: 1, rating: 5, published: false });
    for (const [renter, unmet] of [
      [low, ['minReviewScore']],
      [hidden, ['minReviewScore']],
    ] as const) {
      const r = await instantRequest(renter, w.listing.id, '2026-08-01', '2026-08-02');
      expect(r.json()).toMatchObject({
        booking: { status: 'requested', instant: false },
        unmetInstantConditions: unmet,
      });
    }
  });

  it('the quote says beforehand whether the request would be accepted at once, and which conditions are missed', async () => {
    t.clock.set(NOW);
    const w = await instantWorld();
    const quote = async (headers?: Record<string, string>, listingId = w.listing.id) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/bookings/quote?listingId=${listingId}&startDate=2026-07-10&endDate=2026-07-11`,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().instant;
    };
    // A visitor misses every condition asked until they sign in; a regular meets them all.
    expect(await quote()).toEqual({ unmet: ['phoneVerified', 'completedRental', 'minReviewScore'] });
    expect(await quote((await renterReady(t)).headers)).toEqual({ unmet: ['completedRental', 'minReviewScore'] });
    const regular = await renterWith({ rentals: 1, rating: 5 });
    expect(await quote(regular.headers)).toEqual({ unmet: [] });
    // What the quote said is what the request does.
    const res = await instantRequest(regular, w.listing.id, '2026-07-10', '2026-07-11');
    expect(res.json().booking).toMatchObject({ status: 'accepted', instant: true });
    // A listing that does not book instantly: null, whoever asks.
    expect(await quote(regular.headers, (await bookingWorld(t)).listing.id)).toBeNull();
  });

  it('a listing without instant booking answers as before: a request, and no word of conditions', async () => {
    t.clock.set(NOW);
    const w = await bookingWorld(t);
    const regular = await renterWith({ rentals: 1, rating: 5 });
    const res = await instantRequest(regular, w.listing.id, '2026-07-01', '2026-07-03');
    expect(res.json().booking).toMatchObject({ status: 'requested', instant: false });
    expect(res.json()).not.toHaveProperty('unmetInstantConditions');
  });

  it('unpaid after its window, it expires and the times are free again: the next instant booking gets them', async () => {
    t.clock.set(NOW);
    const w = await instantWorld({ phoneVerified: true });
    const first = await renterReady(t);
    const booking = (await instantRequest(first, w.listing.id, '2026-07-01', '2026-07-03')).json().booking;
    expect(booking).toMatchObject({ status: 'accepted', deadline: { at: '2026-06-01T10:30:00.000Z' } });
    const second = await renterReady(t);
    const taken = await instantRequest(second, w.listing.id, '2026-07-02', '2026-07-04');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('This listing is not available at the given dates');

    await runDueJobs(t.deps, new Date('2026-06-01T10:29:59Z'));
    expect((await getBooking(booking.id, first)).status).toBe('accepted');
    t.clock.set(new Date('2026-06-01T10:30:00Z'));
    expect((await pay(t, first.headers, booking.id)).statusCode).toBe(409);
    // (other tests' unpaid instant bookings of 10:00 lapse in the same run)
    expect((await runDueJobs(t.deps, t.clock.now())).expiredAcceptances).toBeGreaterThanOrEqual(1);
    expect((await getBooking(booking.id, first)).history.at(-1)).toMatchObject({
      from: 'accepted',
      to: 'expired',
      actor: 'system',
      reasonCode: 'payment_not_made',
    });
    const again = await instantRequest(second, w.listing.id, '2026-07-02', '2026-07-04');
    expect(again.json().booking).toMatchObject({ status: 'accepted', instant: true });
    t.clock.set(NOW);
  });

  it('the admin’s instant window applies to new instant bookings', async () => {
    t.clock.set(NOW);
    const a = await signedInUser(t, { role: 'admin' });
    const current = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings', headers: a.headers })).json()
      .settings;
    const { updatedAt: _u, ...settings } = current;
    const put = (minutes: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/settings',
        headers: a.headers,
        payload: { ...settings, instantPaymentWindowMinutes: minutes },
      });
    expect((await put(240)).statusCode).toBe(200);
    try {
      const w = await instantWorld({});
      const renter = await renterReady(t);
      const res = await instantRequest(renter, w.listing.id, '2026-07-01', '2026-07-01');
      expect(res.json().booking).toMatchObject({ deadline: { kind: 'payment_due', at: '2026-06-01T14:00:00.000Z' } });
      expect((await outboxFor(t, renter.email))[0]!.text).toContain('Pay within 4 hours to confirm it.');
      const [row] = await t.deps.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.listingId, w.listing.id), eq(bookings.renterId, renter.user.id)));
      expect(row).toMatchObject({ instant: true, noticeHours: 24 });
    } finally {
      await put(30);
    }
  });
});
