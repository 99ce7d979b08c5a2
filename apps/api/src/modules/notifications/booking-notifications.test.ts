import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { act, bookingWorld, pay, requested } from '../../test/booking-helpers';
import { runDueJobs } from '../run-due-jobs';
import { findBooking } from '../bookings/repositories/booking-repository';
import type { NotificationCreated } from './notification-created';

const announced: NotificationCreated[] = [];
let t: TestApp;
let stop = () => {};
beforeAll(async () => {
  t = await buildTestApp();
  stop = t.deps.notificationEvents.subscribe((e) => void announced.push(e));
});
afterAll(async () => {
  stop();
  await t.close();
});

type World = Awaited<ReturnType<typeof bookingWorld>>;
/** Each notification of a booking as `kind → owner|renter`, oldest first. */
async function told(w: World, bookingId: string) {
  const rows = await t.deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.bookingId, bookingId))
    .orderBy(asc(notifications.createdAt), asc(notifications.kind));
  return rows.map(
    (r) =>
      `${r.kind} → ${r.userId === w.owner.user.id ? 'owner' : r.userId === w.renter.user.id ? 'renter' : r.userId}`,
  );
}

describe('booking events create the right notification for the right party', () => {
  it('request → owner; accept → renter (to pay); pay → owner; the renter cancels → owner', async () => {
    t.clock.set(new Date('2026-06-01T10:00:00Z'));
    const w = await bookingWorld(t);
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-07-01', '2026-07-03');
    const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.bookingId, b.id));
    expect(row).toMatchObject({
      userId: w.owner.user.id,
      kind: 'booking.requested',
      link: `/dashboard/bookings/${b.id}`,
      readAt: null,
      params: { side: 'owner', name: 'Remy', startDate: '2026-07-01', endDate: '2026-07-03' },
    });
    expect(row!.params.title).toMatch(/\S/);
    expect(announced.at(-1)).toMatchObject({ userId: w.owner.user.id, notification: { id: row!.id } });

    t.clock.set(new Date('2026-06-01T11:00:00Z'));
    expect((await act(t, w.owner.headers, b.id, 'accept')).statusCode).toBe(200);
    t.clock.set(new Date('2026-06-01T12:00:00Z'));
    expect((await pay(t, w.renter.headers, b.id)).statusCode).toBe(200);
    t.clock.set(new Date('2026-06-01T13:00:00Z'));
    expect((await act(t, w.renter.headers, b.id, 'cancel', { reason: null })).statusCode).toBe(200);
    expect(await told(w, b.id)).toEqual([
      'booking.requested → owner',
      'booking.accepted → renter',
      'booking.paid → owner',
      // a paid booking canceled by the renter: both are told (the renter about the refund)
      'booking.canceled → owner',
      'booking.canceled → renter',
    ]);
    const accepted = await t.deps.db.select().from(notifications).where(eq(notifications.kind, 'booking.accepted'));
    expect(accepted.find((n) => n.bookingId === b.id)!.link).toBe(`/dashboard/trips/${b.id}/pay`);
    const canceled = await t.deps.db.select().from(notifications).where(eq(notifications.bookingId, b.id));
    expect(canceled.find((n) => n.kind === 'booking.canceled')!.params).toMatchObject({ canceledBy: 'renter' });
  });

  it('reject → renter; an unpaid request canceled by the renter tells only the owner', async () => {
    t.clock.set(new Date('2026-06-01T10:00:00Z'));
    const w = await bookingWorld(t);
    const a = await requested(t, w.renter.headers, w.listing.id, '2026-08-01', '2026-08-02');
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-08-05', '2026-08-06');
    t.clock.set(new Date('2026-06-01T11:00:00Z'));
    expect((await act(t, w.owner.headers, a.id, 'reject', { reason: null })).statusCode).toBe(200);
    expect((await act(t, w.renter.headers, b.id, 'cancel', { reason: null })).statusCode).toBe(200);
    expect(await told(w, a.id)).toEqual(['booking.requested → owner', 'booking.rejected → renter']);
    expect(await told(w, b.id)).toEqual(['booking.requested → owner', 'booking.canceled → owner']);
  });

  it('the jobs: an unanswered request expires → renter', async () => {
    t.clock.set(new Date('2026-06-01T10:00:00Z'));
    const w = await bookingWorld(t);
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-09-01', '2026-09-02');
    await runDueJobs(t.deps, new Date('2026-06-04T10:00:00Z'));
    expect(await told(w, b.id)).toEqual(['booking.requested → owner', 'booking.expired → renter']);
  });

  it('the jobs: starts tomorrow, completed (both sides), credited (owner, to the payouts page), the deposit held and released (renter)', async () => {
    t.clock.set(new Date('2026-06-01T10:00:00Z'));
    const w = await bookingWorld(t);
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-06-10', '2026-06-11');
    await act(t, w.owner.headers, b.id, 'accept');
    await pay(t, w.renter.headers, b.id);
    await runDueJobs(t.deps, new Date('2026-06-09T10:00:00Z'));
    await runDueJobs(t.deps, new Date('2026-06-20T10:00:00Z'));
    await runDueJobs(t.deps, new Date('2026-06-20T10:05:00Z')); // told once, not at every run
    const kinds = await told(w, b.id);
    expect(kinds.slice(3).sort()).toEqual([
      'booking.completed → owner',
      'booking.completed → renter',
      'booking.credited → owner',
      'booking.starts_tomorrow → owner',
      'booking.starts_tomorrow → renter',
      'deposit.held → renter',
      'deposit.released → renter',
    ]);
    const [held] = await t.deps.db.select().from(notifications).where(eq(notifications.kind, 'deposit.held'));
    expect(held).toMatchObject({ link: `/dashboard/trips/${b.id}`, params: { side: 'renter', currency: 'EUR' } });
    expect(Number(held!.params.amountCents)).toBeGreaterThan(0);
    const [credited] = await t.deps.db.select().from(notifications).where(eq(notifications.kind, 'booking.credited'));
    expect(credited).toMatchObject({ link: '/dashboard/payouts', params: { currency: 'EUR' } });
    expect(Number(credited!.params.amountCents)).toBeGreaterThan(0);
  });

  it('nothing for a rolled-back change', async () => {
    const w = await bookingWorld(t);
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-10-01', '2026-10-02');
    const row = (await findBooking(t.deps.db, b.id))!;
    const before = announced.length;
    await expect(
      t.deps.bookingEvents.transaction({ deps: t.deps }, async (_tx, emit) => {
        emit({
          type: 'booking.accepted',
          booking: row,
          at: new Date(),
          actor: { kind: 'owner', userId: w.owner.user.id },
          payBy: new Date(),
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await told(w, b.id)).toEqual(['booking.requested → owner']);
    expect(announced.length).toBe(before);
  });
});
