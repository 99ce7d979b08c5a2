import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@biclou/db/schema';
import { balanceCreditAt } from '@biclou/domain/booking-timers';
import { CANCELATION_OPTIONS } from '@biclou/domain/cancelation-options';
import { computeRefund } from '@biclou/domain/compute-refund';
import { balancesOf, ownerAccount } from '@biclou/domain/ledger';
import { parisToday } from '@biclou/domain/paris-calendar';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { outboxFor } from '../../../test/helpers';
import { act, bookingWorld, paidBooking, requested } from '../../../test/booking-helpers';
import { runDueJobs } from '../../run-due-jobs';
import { allEntries, bookingEscrowCents } from '../../money';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const price = { subtotal: 4500, serviceFee: 450, commission: 675, pricePaidByBuyer: 4950, ownerEarnings: 3825 };
const expected = (startDate: string, canceledBy: 'renter' | 'owner') =>
  computeRefund({
    price,
    startDate,
    today: parisToday(t.clock.now()),
    canceledBy,
    option: CANCELATION_OPTIONS.short_notice,
    commissionRateBp: 1500,
  });

describe('cancel (Zen: 30+ days everything, 3+ days 70 % of the subtotal, then nothing)', () => {
  it.each([
    ['2026-07-01', 'renter', 4950],
    ['2026-06-11', 'renter', 3150],
    ['2026-06-03', 'renter', 0],
    ['2026-06-03', 'owner', 4950],
  ] as const)(
    'a paid booking from %s canceled by the %s refunds computeRefund (%i) and the ledger balances',
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

      // What the owner keeps is credited at end + 4 days; escrow for the booking ends at 0.
      await runDueJobs(t.deps, balanceCreditAt(end));
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
});
