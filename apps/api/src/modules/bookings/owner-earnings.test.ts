import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions } from '@biclou/db/schema';
import { balanceCreditAt } from '@biclou/domain/booking-timers';
import { ownerAccount } from '@biclou/domain/ledger';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { outboxFor, signedInUser } from '../../test/helpers';
import { act, bookingWorld, paidBooking, pay, requested, returnOf } from '../../test/booking-helpers';
import { runDueJobs } from '../run-due-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type World = Awaited<ReturnType<typeof bookingWorld>>;

/** What the ledger credited the owner's available balance for one booking. */
async function ledgerCredit(bookingId: string, ownerId: string): Promise<number> {
  const [row] = await t.deps.db
    .select({ cents: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerTransactions.bookingId, bookingId),
        eq(ledgerEntries.account, ownerAccount('owner_available', ownerId)),
      ),
    );
  return Number(row?.cents ?? 0);
}

/** The owner's earnings as the pages get them: the booking page's answer and the bookings list's. */
async function shown(w: World, id: string) {
  const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}`, headers: w.owner.headers })).json()
    .booking;
  const list = (await t.app.inject({ method: 'GET', url: '/api/v1/me/bookings', headers: w.owner.headers })).json()
    .bookings;
  const inList = list.find((b: { id: string }) => b.id === id);
  expect(inList.earnings).toEqual(detail.earnings);
  return detail.earnings as { amountCents: number; commissionCents: number };
}

describe("the owner's earnings shown = what the ledger credits", () => {
  it('Zen, the renter cancels 10 days before: 14,00 € refunded, the page and the email say 5,10 €, and 5,10 € is credited', async () => {
    // 2 days at 10,00 €: subtotal 20,00 €, fee 2,00 €, commission 15 % → 17,00 € before the cancellation.
    const w = await bookingWorld(t, { price: { pricePerDayCents: 1000, cancelationOption: 'short_notice' } });
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-06-11', '2026-06-12');
    expect(await shown(w, b.id)).toEqual({ amountCents: 1700, commissionCents: 300 });
    expect((await act(t, w.owner.headers, b.id, 'accept')).statusCode).toBe(200);
    expect(await shown(w, b.id)).toEqual({ amountCents: 1700, commissionCents: 300 });
    expect((await pay(t, w.renter.headers, b.id)).statusCode).toBe(200);

    const res = await act(t, w.renter.headers, b.id, 'cancel');
    expect(res.json().booking).toMatchObject({ status: 'canceled', refundCents: 1400 });
    expect(await shown(w, b.id)).toEqual({ amountCents: 510, commissionCents: 90 });
    const told = (await outboxFor(t, w.owner.email!))[0]!;
    expect(told.subject).toMatch(/canceled/);
    expect(told.text).toContain('You keep €5.10');
    expect(told.text).not.toContain('17.00');

    await runDueJobs(t.deps, balanceCreditAt(returnOf('2026-06-12')));
    expect(await ledgerCredit(b.id, w.owner.user.id)).toBe(510);
    expect((await shown(w, b.id)).amountCents).toBe(510);
    const credited = (await outboxFor(t, w.owner.email!))[0]!;
    expect(credited.subject).toBe('€5.10 added to your balance');
  });

  it("a dispute resolved with a partial refund shows and emails what was credited, not the price's earnings", async () => {
    const w = await bookingWorld(t);
    // 3 days at 15,00 €: subtotal 45,00 €, fee 4,50 €, owner 38,25 € before the dispute.
    const id = await paidBooking(t, w, '2026-07-01', '2026-07-03');
    expect(await shown(w, id)).toEqual({ amountCents: 3825, commissionCents: 675 });
    expect(
      (
        await act(t, w.renter.headers, id, 'disputes', {
          reason: 'bike_not_as_described',
          explanation: 'It was a different, smaller bike.',
        })
      ).statusCode,
    ).toBe(201);
    // Held, not lost: the full share until the decision.
    expect(await shown(w, id)).toEqual({ amountCents: 3825, commissionCents: 675 });
    const admin = await signedInUser(t, { role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/bookings/${id}/resolve-dispute`,
      headers: admin.headers,
      payload: { refundCents: 1000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking.earnings).toEqual({ amountCents: 2975, commissionCents: 525 });
    // Credited with the rental's earnings, at the end + the delay, not at the decision.
    expect(await ledgerCredit(id, w.owner.user.id)).toBe(0);
    await runDueJobs(t.deps, balanceCreditAt(returnOf('2026-07-03')));
    expect(await ledgerCredit(id, w.owner.user.id)).toBe(2975);
    expect(await shown(w, id)).toEqual({ amountCents: 2975, commissionCents: 525 });
    const mail = (await outboxFor(t, w.owner.email!))[0]!;
    expect(mail.text).toContain('€29.75');
    expect(mail.text).not.toContain('38.25');
  });

  it("an owner's cancellation and a rejection leave nothing to show, and nothing is credited", async () => {
    const w = await bookingWorld(t);
    const id = await paidBooking(t, w, '2026-07-10', '2026-07-11');
    expect((await act(t, w.owner.headers, id, 'cancel')).statusCode).toBe(200);
    expect(await shown(w, id)).toEqual({ amountCents: 0, commissionCents: 0 });
    const r = await requested(t, w.renter.headers, w.listing.id, '2026-07-20', '2026-07-21');
    expect((await act(t, w.owner.headers, r.id, 'reject')).statusCode).toBe(200);
    expect(await shown(w, r.id)).toEqual({ amountCents: 0, commissionCents: 0 });
    await runDueJobs(t.deps, balanceCreditAt(returnOf('2026-07-21')));
    expect(await ledgerCredit(id, w.owner.user.id)).toBe(0);
  });
});
