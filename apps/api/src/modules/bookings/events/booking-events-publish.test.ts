import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { balanceCreditAt, requestExpiresAt } from '@biclou/domain/booking-timers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { outboxFor } from '../../../test/helpers';
import { act, bookingWorld, pay, pickupOf, requested, returnOf } from '../../../test/booking-helpers';
import { runDueJobs } from '../../run-due-jobs';
import type { BookingEvent } from './booking-events';

/** Every event the app publishes while a test runs, as `type by actor`. */
const seen: BookingEvent[] = [];
let t: TestApp;
let unsubscribe = () => {};
beforeAll(async () => {
  t = await buildTestApp();
  unsubscribe = t.deps.bookingEvents.subscribe('*', (e) => void seen.push(e));
});
afterAll(async () => {
  unsubscribe();
  await t.close();
});
afterEach(() => void seen.splice(0));
const of = (...ids: string[]) =>
  seen.filter((e) => ids.includes(e.bookingId)).map((e) => `${e.type} by ${e.actor.kind}`);

describe('booking operations and jobs publish their events after the commit', () => {
  it('request → accept (rejecting an overlapping request) → pay → cancel', async () => {
    t.clock.set(new Date('2026-06-01T10:00:00Z'));
    const w = await bookingWorld(t);
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-07-01', '2026-07-03');
    const other = await requested(t, w.renter.headers, w.listing.id, '2026-07-02', '2026-07-04');
    expect((await act(t, w.owner.headers, b.id, 'accept')).statusCode).toBe(200);
    expect((await pay(t, w.renter.headers, b.id)).statusCode).toBe(200);
    expect((await act(t, w.renter.headers, b.id, 'cancel', { reason: null })).statusCode).toBe(200);
    expect(of(b.id, other.id)).toEqual([
      'booking.requested by renter',
      'booking.requested by renter',
      'booking.accepted by owner',
      'booking.rejected by owner',
      'booking.paid by renter',
      'booking.canceled by renter',
    ]);
    const accepted = seen.find((e) => e.type === 'booking.accepted')!;
    expect([accepted.bookingId, accepted.booking.status, accepted.actor.userId]).toEqual([
      b.id,
      'accepted',
      w.owner.user.id,
    ]);
    expect(seen.find((e) => e.type === 'booking.rejected')!.booking.id).toBe(other.id);
  });

  it('a refused operation publishes nothing (its transaction rolled back)', async () => {
    const w = await bookingWorld(t);
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-07-10', '2026-07-11');
    seen.splice(0);
    expect((await act(t, w.renter.headers, b.id, 'accept')).statusCode).not.toBe(200);
    expect((await act(t, w.owner.headers, b.id, 'reject', { reason: null })).statusCode).toBe(200);
    expect((await act(t, w.owner.headers, b.id, 'reject', { reason: null })).statusCode).toBe(409);
    expect(of(b.id)).toEqual(['booking.rejected by owner']);
  });

  it('the timers publish too: expired, then started → completed → credited in one catch-up run', async () => {
    t.clock.set(new Date('2026-06-01T10:00:00Z'));
    const w = await bookingWorld(t);
    const lapsed = await requested(t, w.renter.headers, w.listing.id, '2026-08-20', '2026-08-21');
    await runDueJobs(
      t.deps,
      requestExpiresAt({ requestedAt: t.clock.now(), pickupAt: pickupOf('2026-08-20'), noticeHours: 24 }),
    );
    expect(of(lapsed.id)).toEqual(['booking.requested by renter', 'booking.expired by system']);
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-08-10', '2026-08-12');
    await act(t, w.owner.headers, b.id, 'accept');
    await pay(t, w.renter.headers, b.id);
    await runDueJobs(t.deps, new Date(pickupOf('2026-08-10').getTime() - 12 * 3_600_000)); // the evening before
    await runDueJobs(t.deps, balanceCreditAt(returnOf('2026-08-12')));
    expect(returnOf('2026-08-12') < balanceCreditAt(returnOf('2026-08-12'))).toBe(true);
    expect(of(b.id).filter((e) => e.startsWith('booking.'))).toEqual([
      'booking.requested by renter',
      'booking.accepted by owner',
      'booking.paid by renter',
      'booking.starts_tomorrow by system',
      'booking.started by system',
      'booking.completed by system',
      'booking.credited by system',
    ]);
    // Without a check-in, the deposits job holds the deposit the day before and releases it 48 h after the end.
    expect(of(b.id).filter((e) => e.startsWith('deposit.'))).toEqual([
      'deposit.held by system',
      'deposit.released by system',
    ]);
  });

  it('a failing subscriber breaks neither the operation nor the emails', async () => {
    const off = t.deps.bookingEvents.subscribe('booking.requested', () => {
      throw new Error('a future subscriber fails');
    });
    try {
      const w = await bookingWorld(t);
      const b = await requested(t, w.renter.headers, w.listing.id, '2026-07-20', '2026-07-21');
      expect(of(b.id)).toEqual(['booking.requested by renter']);
      expect(
        (await outboxFor(t, w.owner.email)).filter((m) => m.subject?.includes('Gazelle Ultimate C380')),
      ).toHaveLength(1);
    } finally {
      off();
    }
  });
});
