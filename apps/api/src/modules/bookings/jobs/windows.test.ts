import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, listings, notifications, users } from '@biclou/db/schema';
import { DEFAULT_OPENING_HOURS } from '@biclou/domain/opening-hours';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { outboxFor } from '../../../test/helpers';
import {
  act,
  bookingWorld,
  paidBooking,
  pay,
  pickupOf,
  renterReady,
  requestBookingVia,
} from '../../../test/booking-helpers';
import { runDueJobs } from '../../run-due-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
/** A listing whose owner needs `noticeHours` before a pickup (the hours form is another feature's). */
async function worldWithNotice(noticeHours: number) {
  const w = await bookingWorld(t);
  await t.deps.db
    .update(listings)
    .set({ openingHours: { ...DEFAULT_OPENING_HOURS, minNoticeHours: noticeHours }, noticeDays: 0 })
    .where(eq(listings.id, w.listing.id));
  return w;
}
const statusOf = async (id: string) => (await t.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('the windows shrink when the pickup is near', () => {
  it('a request for tomorrow 09:00 with 3 hours’ notice: the answer and the payment are due at 06:00 (Paris)', async () => {
    t.clock.set(at('2026-06-01T10:00:00Z')); // 12:00 in Paris
    const w = await worldWithNotice(3);
    const res = await requestBookingVia(t, w.renter.headers, {
      listingId: w.listing.id,
      startDate: '2026-06-02',
      endDate: '2026-06-02',
      pickupTime: '09:00',
      returnTime: '18:00',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json();
    expect(booking).toMatchObject({
      status: 'requested',
      pickupAt: '2026-06-02T07:00:00.000Z',
      deadline: { kind: 'request_expires', at: '2026-06-02T04:00:00.000Z' },
    });
    expect((await statusOf(booking.id)).noticeHours).toBe(3);
    expect((await outboxFor(t, w.owner.email))[0]!.text).toContain('Answer within 18 hours, or the request expires.');

    t.clock.set(at('2026-06-01T20:00:00Z')); // 22:00: the owner accepts late in the evening
    const accepted = await act(t, w.owner.headers, booking.id, 'accept');
    expect(accepted.json().booking).toMatchObject({
      status: 'accepted',
      deadline: { kind: 'payment_due', at: '2026-06-02T04:00:00.000Z' },
    });
    expect((await outboxFor(t, w.renter.email))[0]!.text).toContain('Pay within 8 hours to confirm it.');

    await runDueJobs(t.deps, at('2026-06-02T03:59:59Z'));
    expect((await statusOf(booking.id)).status).toBe('accepted');
    await runDueJobs(t.deps, at('2026-06-02T04:00:00Z'));
    expect((await statusOf(booking.id)).status).toBe('expired');
    t.clock.set(at('2026-06-01T10:00:00Z'));
  });

  it('a request right at the notice leaves the owner 30 minutes, and the renter 30 more after a late accept', async () => {
    t.clock.set(at('2026-06-01T10:00:00Z'));
    const w = await worldWithNotice(3);
    const res = await requestBookingVia(t, w.renter.headers, {
      listingId: w.listing.id,
      startDate: '2026-06-01',
      endDate: '2026-06-01',
      pickupTime: '15:00', // 13:00Z: exactly 3 hours ahead
      returnTime: '19:00',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json();
    expect(booking.deadline).toEqual({ kind: 'request_expires', at: '2026-06-01T10:30:00.000Z' });
    t.clock.set(at('2026-06-01T10:29:00Z'));
    const accepted = await act(t, w.owner.headers, booking.id, 'accept');
    expect(accepted.json().booking.deadline).toEqual({ kind: 'payment_due', at: '2026-06-01T10:59:00.000Z' });
    t.clock.set(at('2026-06-01T10:31:00Z'));
    const other = await requestBookingVia(t, (await renterReady(t)).headers, {
      listingId: w.listing.id,
      startDate: '2026-06-01',
      endDate: '2026-06-01',
      pickupTime: '16:00',
      returnTime: '19:00',
    });
    expect(other.statusCode).toBe(409); // the times are held until the payment deadline
    t.clock.set(at('2026-06-01T10:00:00Z'));
  });

  it("a listing without hours of its own takes its owner's default notice", async () => {
    t.clock.set(at('2026-06-01T10:00:00Z'));
    const w = await bookingWorld(t);
    await t.deps.db
      .update(users)
      .set({ defaultOpeningHours: { ...DEFAULT_OPENING_HOURS, minNoticeHours: 5 } })
      .where(eq(users.id, w.owner.user.id));
    const res = await requestBookingVia(t, w.renter.headers, {
      listingId: w.listing.id,
      startDate: '2026-06-02',
      endDate: '2026-06-02',
    });
    const { booking } = res.json();
    expect((await statusOf(booking.id)).noticeHours).toBe(5);
    // 08:00 on the 2nd minus 5 hours: 03:00 (Paris)
    expect(booking.deadline).toEqual({ kind: 'request_expires', at: '2026-06-02T01:00:00.000Z' });
  });
});

describe('"your pickup is in 2 hours"', () => {
  it('the renter is told once, by email and in the bell, 2 hours before the pickup, on the bike’s clock', async () => {
    t.clock.set(at('2026-06-01T10:00:00Z'));
    const w = await bookingWorld(t);
    const fr = await renterReady(t, { locale: 'fr', firstname: 'Zoé' });
    const id = await paidBooking(t, { ...w, renter: fr }, '2026-07-10', '2026-07-11');
    const pickup = pickupOf('2026-07-10');
    const soon = new Date(pickup.getTime() - 2 * HOUR);
    const mails = async () => (await outboxFor(t, fr.email)).filter((m) => /retrait/.test(m.subject ?? ''));

    expect((await runDueJobs(t.deps, new Date(soon.getTime() - 1))).pickupSoon).toBe(0);
    const reports = await Promise.all([runDueJobs(t.deps, soon), runDueJobs(t.deps, soon), runDueJobs(t.deps, soon)]);
    expect(reports.reduce((s, r) => s + r.pickupSoon, 0)).toBe(1);
    expect((await runDueJobs(t.deps, new Date(pickup.getTime() - 1))).pickupSoon).toBe(0);

    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Le retrait de Gazelle Ultimate C380 approche', locale: 'fr' });
    expect(mail!.text).toContain(
      'Votre location de Gazelle Ultimate C380 commence bientôt. Retrait et retour\u00a0: ven. 10 juil., 08:00\u00a0→ sam. 11 juil. 2026, 20:00 (heure de Paris).',
    );
    expect(mail!.text).toContain(`/fr/dashboard/trips/${id}`);
    expect((await outboxFor(t, w.owner.email)).some((m) => /pickup|retrait/i.test(m.subject ?? ''))).toBe(false);
    const bell = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, id), eq(notifications.kind, 'booking.pickup_soon')));
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({
      userId: fr.user.id,
      link: `/dashboard/trips/${id}`,
      params: { side: 'renter', pickupAt: pickup.toISOString(), timeZone: 'Europe/Paris' },
    });
    // at the pickup the rental starts; no reminder is left to send
    expect((await runDueJobs(t.deps, pickup)).started).toBeGreaterThanOrEqual(1);
  });

  it('a booking paid less than 2 hours before its pickup is reminded at the next run', async () => {
    t.clock.set(at('2026-06-01T10:00:00Z'));
    const w = await worldWithNotice(1);
    // paid at 12:00 for a pickup at 13:30 the same day (Paris)
    const res = await requestBookingVia(t, w.renter.headers, {
      listingId: w.listing.id,
      startDate: '2026-06-01',
      endDate: '2026-06-01',
      pickupTime: '13:30',
      returnTime: '18:00',
    });
    const { booking } = res.json();
    expect((await act(t, w.owner.headers, booking.id, 'accept')).statusCode).toBe(200);
    expect((await pay(t, w.renter.headers, booking.id)).statusCode).toBe(200);
    const report = await runDueJobs(t.deps, t.clock.now());
    expect(report.pickupSoon).toBeGreaterThanOrEqual(1);
    expect((await outboxFor(t, w.renter.email))[0]!.subject).toBe('Your pickup of Gazelle Ultimate C380 is soon');
  });
});
