import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@biclou/db/schema';
import { balanceCreditAt } from '@biclou/domain/booking-timers';
import { CANCELATION_OPTIONS } from '@biclou/domain/cancelation-options';
import { balancesOf, ownerAccount } from '@biclou/domain/ledger';
import { localToInstant } from '@biclou/domain/listing-time-zone';
import { computeRefundByTime } from '@biclou/domain/refund-by-time';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { outboxFor } from '../../../test/helpers';
import { act, bookingWorld, paidBooking, pickupOf, requested, returnOf } from '../../../test/booking-helpers';
import { runDueJobs } from '../../run-due-jobs';
import { allEntries, bookingEscrowCents } from '../../money';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const price = { subtotal: 4500, serviceFee: 450, commission: 675, pricePaidByBuyer: 4950, ownerEarnings: 3825 };
const expected = (startDate: string, canceledBy: 'renter' | 'owner') =>
  computeRefundByTime({
    price,
    pickupAt: pickupOf(startDate),
    canceledAt: t.clock.now(),
    canceledBy,
    option: CANCELATION_OPTIONS.short_notice,
    commissionRateBp: 1500,
  });

describe('cancel (Zen: 720+ hours before the pickup everything, 72+ hours 70 % of the subtotal, then nothing)', () => {
  // Canceled on 1 June at 12:00 (Paris); each booking is picked up at 08:00 on its first day.
  it.each([
    ['2026-07-02', 'renter', 4950], // 740 hours
    ['2026-07-01', 'renter', 3150], // 716 hours: under 720, though 30 calendar days ahead
    ['2026-06-11', 'renter', 3150],
    ['2026-06-04', 'renter', 0], // 68 hours: under 72, though 3 calendar days ahead
    ['2026-06-03', 'owner', 4950],
  ] as const)(
    'a paid booking from %s canceled by the %s refunds refundFor (%i) and the ledger balances',
    async (start, by, refund) => {
      const w = await bookingWorld(t);
      const end = `2026-${start.slice(5, 8)}${String(Number(start.slice(8)) + 2).padStart(2, '0')}`;
      const id = await paidBooking(t, w, start, end);
      const preview = await t.app.inject({
        method: 'GET',
        url: `/api/v1/bookings/${id}/cancel-preview`,
        headers: (by === 'owner' ? w.owner : w.renter).headers,
      });
      expect(preview.json(), preview.body).toMatchObject({ refundCents: refund });
      const res = await act(t, (by === 'owner' ? w.owner : w.renter).headers, id, 'cancel', {
        reason: 'Plans changed',
      });
      expect(res.statusCode).toBe(200);
      const want = expected(start, by);
      expect(want.refundTotal).toBe(refund);
      expect(res.json().booking).toMatchObject({
        status: 'canceled',
        canceledBy: by,
        refundCents: refund,
        cancelReason: 'Plans changed',
      });
      expect(await bookingEscrowCents(t.deps.db, id)).toBe(4950 - refund);
      expect(want.ownerEarnings + want.platformRevenue).toBe(4950 - refund);

      const told = by === 'owner' ? w.renter.email : w.owner.email;
      expect((await outboxFor(t, told))[0]!.subject).toMatch(/canceled/);
      if (by === 'renter')
        expect((await outboxFor(t, w.renter.email))[0]!.text).toContain(`Refund: €${(refund / 100).toFixed(2)}`);
      const [owner] = await t.deps.db.select().from(users).where(eq(users.id, w.owner.user.id));
      expect(owner!.ownerCancellationCount).toBe(by === 'owner' ? 1 : 0);

      // What the owner keeps is credited at the return + 4 × 24 hours; escrow for the booking ends at 0.
      await runDueJobs(t.deps, balanceCreditAt(returnOf(end)));
      expect(await bookingEscrowCents(t.deps.db, id)).toBe(0);
      const balances = balancesOf(
        (await allEntries(t.deps.db)).map((e) => ({ account: e.account as never, amountCents: e.amountCents })),
      );
      expect(balances[ownerAccount('owner_available', w.owner.user.id)] ?? 0).toBe(want.ownerEarnings);
      expect(Object.values(balances).reduce<number>((s, v) => s + (v ?? 0), 0)).toBe(0);
    },
  );

  it('a request or an acceptance is canceled by the renter with no money; the owner cannot cancel a request', async () => {
    const w = await bookingWorld(t);
    const a = await requested(t, w.renter.headers, w.listing.id, '2026-07-10', '2026-07-11');
    expect((await act(t, w.owner.headers, a.id, 'cancel')).statusCode).toBe(409);
    const res = await act(t, w.renter.headers, a.id, 'cancel');
    expect(res.json().booking).toMatchObject({ status: 'canceled', canceledBy: 'renter', refundCents: 0 });
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-07-12', '2026-07-13');
    await act(t, w.owner.headers, b.id, 'accept');
    expect((await act(t, w.renter.headers, b.id, 'cancel')).json().booking.status).toBe('canceled');
    expect(await bookingEscrowCents(t.deps.db, b.id)).toBe(0);
    expect((await act(t, w.renter.headers, b.id, 'cancel')).statusCode).toBe(409);
  });

  it('the preview and the refund count hours from the pickup, to the minute, across the autumn clock change', async () => {
    t.clock.set(new Date('2026-09-01T10:00:00Z'));
    const w = await bookingWorld(t);
    // Tuesday 27 October, 08:00 (CET): the clocks went back on Sunday the 25th. Two days, 33,00 € paid.
    const id = await paidBooking(t, w, '2026-10-27', '2026-10-28');
    const pickup = pickupOf('2026-10-27');
    const paris = (date: string, time: string) =>
      (localToInstant({ date, time }, 'Europe/Paris') as { instant: Date }).instant;
    const preview = async (at: Date) => {
      t.clock.set(at);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/bookings/${id}/cancel-preview`,
        headers: w.renter.headers,
      });
      return res.json() as { refundCents: number; refundPct: number; hoursBefore: number; daysBefore: number };
    };
    const minute = 60_000;
    // 720 hours before 08:00 on 27 October is 09:00 on 27 September, summer time.
    expect(pickup.getTime() - paris('2026-09-27', '09:00').getTime()).toBe(720 * 3_600_000);
    expect(await preview(paris('2026-09-27', '09:00'))).toMatchObject({
      refundCents: 3300,
      refundPct: 100,
      hoursBefore: 720,
      daysBefore: 30,
    });
    expect(await preview(new Date(paris('2026-09-27', '09:00').getTime() + minute))).toMatchObject({
      refundCents: 2100,
      refundPct: 70,
      hoursBefore: 719,
      daysBefore: 29,
    });
    // 72 hours before is Saturday 24 October at 09:00 (CEST), not 08:00: the night of the 25th has 25 hours.
    expect(pickup.getTime() - paris('2026-10-24', '09:00').getTime()).toBe(72 * 3_600_000);
    expect(await preview(paris('2026-10-24', '08:59'))).toMatchObject({ refundCents: 2100, hoursBefore: 72 });
    expect(await preview(paris('2026-10-24', '09:00'))).toMatchObject({
      refundCents: 2100,
      hoursBefore: 72,
      daysBefore: 3,
    });
    expect(await preview(paris('2026-10-24', '09:01'))).toMatchObject({
      refundCents: 0,
      refundPct: 0,
      hoursBefore: 71,
    });
    expect(await preview(paris('2026-10-24', '08:00'))).toMatchObject({ refundCents: 2100, hoursBefore: 73 });
    // The cancellation refunds what the preview said, at the same instant.
    t.clock.set(paris('2026-10-24', '09:00'));
    const res = await act(t, w.renter.headers, id, 'cancel');
    expect(res.json().booking).toMatchObject({ status: 'canceled', refundCents: 2100 });
    t.clock.set(new Date('2026-06-01T10:00:00Z'));
  });
});
