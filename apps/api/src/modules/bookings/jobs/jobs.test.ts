import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHistory, bookings, ledgerTransactions } from '@biclou/db/schema';
import { balanceCreditAt, dueTransitions, paymentDeadline, requestExpiresAt } from '@biclou/domain/booking-timers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { outboxFor } from '../../../test/helpers';
import { act, bookingWorld, paidBooking, requested, returnOf } from '../../../test/booking-helpers';
import { runDueJobs } from '../../run-due-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const row = async (id: string) => (await t.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const at = (d: Date, deltaMs = 0) => new Date(d.getTime() + deltaMs);

describe('booking timers (runDueJobs with the test clock)', () => {
  it('a request expires 48 h after it was made, once, with a system history row', async () => {
    const w = await bookingWorld(t);
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-07-01', '2026-07-02');
    const current = await row(b.id);
    const due = requestExpiresAt(current);
    expect(due.toISOString()).toBe('2026-06-03T10:00:00.000Z');
    await runDueJobs(t.deps, at(due, -1));
    expect((await row(b.id)).status).toBe('requested');
    expect(dueTransitions({ ...current, acceptedAt: null, ownerCredited: false, escrowCents: 0 }, due)).toHaveLength(1);
    expect((await runDueJobs(t.deps, due)).expiredRequests).toBeGreaterThanOrEqual(1);
    expect((await row(b.id)).status).toBe('expired');
    expect((await runDueJobs(t.deps, due)).expiredRequests).toBe(0);
    const history = await t.deps.db.select().from(bookingHistory).where(eq(bookingHistory.bookingId, b.id));
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'requested',
      toStatus: 'expired',
      actor: 'system',
      actorUserId: null,
    });
    expect(history).toHaveLength(2);
    expect((await outboxFor(t, w.renter.email))[0]!.subject).toBe('Your booking of Gazelle Ultimate C380 has expired');
  });

  it("a request for the day after tomorrow expires at its pickup minus the owner's notice if that comes first", async () => {
    const w = await bookingWorld(t);
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-06-03', '2026-06-04');
    // picked up at 08:00 (Paris) on the 3rd, 24 hours' notice: the owner answers by 08:00 on the 2nd
    const due = requestExpiresAt(await row(b.id));
    expect(due.toISOString()).toBe('2026-06-02T06:00:00.000Z');
    await runDueJobs(t.deps, at(due, -1));
    expect((await row(b.id)).status).toBe('requested');
    await runDueJobs(t.deps, due);
    expect((await row(b.id)).status).toBe('expired');
  });

  it('an unpaid acceptance expires 48 h after the acceptance', async () => {
    const w = await bookingWorld(t);
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-07-10', '2026-07-11');
    t.clock.advance(3_600_000);
    await act(t, w.owner.headers, b.id, 'accept');
    t.clock.advance(-3_600_000);
    const accepted = await row(b.id);
    const due = paymentDeadline({ ...accepted, acceptedAt: accepted.acceptedAt! });
    expect(due.getTime() - accepted.acceptedAt!.getTime()).toBe(48 * 3_600_000);
    await runDueJobs(t.deps, at(due, -1));
    expect((await row(b.id)).status).toBe('accepted');
    await runDueJobs(t.deps, due);
    expect((await row(b.id)).status).toBe('expired');
  });

  it('a job run after a long downtime catches up: paid → ongoing → completed → credited in one run', async () => {
    const w = await bookingWorld(t);
    const id = await paidBooking(t, w, '2026-08-01', '2026-08-02');
    const report = await runDueJobs(t.deps, new Date('2026-09-01T00:00:00Z'));
    expect(report).toMatchObject({ started: 1, completed: 1 });
    expect(report.credited).toBeGreaterThanOrEqual(1);
    expect((await row(id)).status).toBe('completed');
    expect((await row(id)).creditedAt).not.toBeNull();
  });

  it('an open dispute blocks the credit; a dispute after the credit is refused', async () => {
    const w = await bookingWorld(t);
    const id = await paidBooking(t, w, '2026-09-01', '2026-09-02');
    await runDueJobs(t.deps, new Date('2026-09-04T00:00:00Z'));
    expect((await row(id)).status).toBe('completed');
    const dispute = await act(t, w.renter.headers, id, 'disputes', {
      reason: 'bike_damaged_or_unsafe',
      explanation: 'The brakes did not work at all.',
    });
    expect(dispute.statusCode).toBe(201);
    expect(dispute.json()).toMatchObject({
      dispute: { status: 'open', reason: 'bike_damaged_or_unsafe' },
      booking: { status: 'disputed' },
    });
    await runDueJobs(t.deps, balanceCreditAt(returnOf('2026-09-02'), 30));
    expect((await row(id)).creditedAt).toBeNull();
    expect(await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.bookingId, id))).toHaveLength(
      1,
    );
    const balance = (await t.app.inject({ method: 'GET', url: '/api/v1/me/balance', headers: w.owner.headers })).json();
    expect(balance).toMatchObject({ availableCents: 0, pending: [{ bookingId: id, status: 'disputed' }] });

    const other = await paidBooking(t, w, '2026-10-01', '2026-10-01');
    await runDueJobs(t.deps, balanceCreditAt(returnOf('2026-10-01')));
    const late = await act(t, w.renter.headers, other, 'disputes', {
      reason: 'other',
      explanation: 'Too late to complain about it.',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('A dispute can no longer be opened for this booking.');
    const invalid = await act(t, w.renter.headers, other, 'disputes', { reason: 'nope', explanation: 'x' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().error.fields).sort()).toEqual(['explanation', 'reason']);
  });
});
