import { eq, sql } from 'drizzle-orm';
import type { BalanceResponse } from '@biclou/contracts/bookings';
import type { PayableListingsResponse, PayoutDto } from '@biclou/contracts/payouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, ledgerEntries, payoutItems } from '@biclou/db/schema';
import { ownerAccount } from '@biclou/domain/ledger';
import { accountBalances } from '../money';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bookingWorld, paidBooking } from '../../test/booking-helpers';
import { answerHandoverVia, submitHandoverVia } from '../../test/handover-helpers';
import {
  adminAct,
  adminSession,
  creditUpTo,
  nextDates,
  readyForPayouts,
  requestPayoutVia,
} from '../../test/payout-helpers';

/**
 * A captured deposit reaches the owner's available balance at once (ledger `deposit_captured`); the
 * payout request must be able to take it, so that the available figure is exactly what can be paid
 * out, before and after the rental's earnings are credited.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminSession(t);
});
afterAll(() => t.close());

type World = Awaited<ReturnType<typeof bookingWorld>>;
type Headers = Record<string, string>;
const onDay = (isoDate: string) => new Date(`${isoDate}T08:00:00Z`);
const get = async <T>(headers: Headers, url: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers })).json<T>();
const balance = (w: World) => get<BalanceResponse>(w.owner.headers, '/me/balance');
const payable = (w: World) => get<PayableListingsResponse>(w.owner.headers, '/me/payouts/available');
const payableTotal = async (w: World) => (await payable(w)).listings.reduce((s, l) => s + l.totalCents, 0);
const ledger = async (w: World, kind: 'owner_available' | 'owner_in_transit' | 'owner_paid_out') =>
  (await accountBalances(t.deps.db, [ownerAccount(kind, w.owner.user.id)]))[0]?.cents ?? 0;
const earnings = async (id: string) =>
  (await t.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.creditOwnerCents;

/** Paid, checked in and out, a claim of `cents` filed and captured whole by an admin. */
async function rentalWithCapturedDeposit(w: World, cents: number) {
  t.clock.set(new Date('2026-06-01T10:00:00Z'));
  const [start, end] = nextDates(3);
  const id = await paidBooking(t, w, start, end);
  t.clock.set(onDay(start));
  expect((await submitHandoverVia(t, w.owner.headers, id, 'checkin')).statusCode).toBe(201);
  expect((await answerHandoverVia(t, w.renter.headers, id, 'checkin', { answer: 'confirm' })).statusCode).toBe(200);
  t.clock.set(onDay(end));
  expect((await submitHandoverVia(t, w.owner.headers, id, 'checkout')).statusCode).toBe(201);
  const claimed = await t.app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${id}/deposit/claim`,
    headers: w.owner.headers,
    payload: { amountCents: cents, description: 'The rear light is missing.' },
  });
  expect(claimed.statusCode, claimed.body).toBe(200);
  const decided = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/bookings/${id}/deposit/decision`,
    headers: admin.headers,
    payload: { capturedCents: cents, note: null },
  });
  expect(decided.statusCode, decided.body).toBe(200);
  return { id, end };
}

/** Every ledger transaction sums to 0. */
async function ledgerBalanced() {
  const sums = await t.deps.db
    .select({ tx: ledgerEntries.transactionId, sum: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId);
  for (const s of sums) expect(Number(s.sum)).toBe(0);
}

describe('paying out a balance that holds a captured deposit', () => {
  it('after the credit: the whole available balance is offered, asked for and paid out through the ledger', async () => {
    const w = await bookingWorld(t);
    await readyForPayouts(t, w.owner);
    const { id, end } = await rentalWithCapturedDeposit(w, 4000);
    await creditUpTo(t, end);
    const total = (await earnings(id)) + 4000;
    expect(await ledger(w, 'owner_available')).toBe(total);

    // What the page shows as available is exactly what the payout form offers.
    expect((await balance(w)).availableCents).toBe(total);
    const offered = await payable(w);
    expect(offered.listings).toHaveLength(1);
    expect(offered.listings[0]).toMatchObject({ listingId: w.listing.id, totalCents: total });
    expect(offered.listings[0]!.bookings).toEqual([
      expect.objectContaining({ bookingId: id, amountCents: total, depositCents: 4000 }),
    ]);

    // A payout of the whole of it empties the available balance into in transit, then paid out.
    const res = await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: [id] });
    expect(res.statusCode, res.body).toBe(201);
    const payout = res.json<{ payout: PayoutDto }>().payout;
    expect(payout.amountCents).toBe(total);
    expect(payout.bookings).toEqual([
      expect.objectContaining({ bookingId: id, amountCents: total, depositCents: 4000 }),
    ]);
    expect(await ledger(w, 'owner_available')).toBe(0);
    expect(await ledger(w, 'owner_in_transit')).toBe(total);
    expect(await payableTotal(w)).toBe(0);
    expect((await balance(w)).availableCents).toBe(0);

    // A failed payout gives it all back, offered again; processed, it is paid out.
    expect((await adminAct(t, admin.headers, payout.id, 'fail', { reason: 'The bank refused it.' })).statusCode).toBe(
      200,
    );
    expect(await ledger(w, 'owner_available')).toBe(total);
    expect(await payableTotal(w)).toBe(total);
    const again = await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: [id] });
    expect(again.statusCode, again.body).toBe(201);
    expect((await adminAct(t, admin.headers, again.json().payout.id, 'process')).statusCode).toBe(200);
    expect(await ledger(w, 'owner_available')).toBe(0);
    expect(await ledger(w, 'owner_in_transit')).toBe(0);
    expect(await ledger(w, 'owner_paid_out')).toBe(total);
    await ledgerBalanced();
  });

  it('before the credit: the captured deposit alone can be paid out, then the earnings once credited, each once', async () => {
    const w = await bookingWorld(t);
    await readyForPayouts(t, w.owner);
    const { id, end } = await rentalWithCapturedDeposit(w, 2500);
    expect((await balance(w)).availableCents).toBe(2500);
    expect((await payable(w)).listings[0]!.bookings).toEqual([
      expect.objectContaining({ bookingId: id, amountCents: 2500, depositCents: 2500, creditedAt: null }),
    ]);
    const first = await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: [id] });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().payout.amountCents).toBe(2500);
    expect((await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: [id] })).statusCode).toBe(
      422,
    );

    await creditUpTo(t, end);
    const owed = await earnings(id);
    expect((await balance(w)).availableCents).toBe(owed);
    expect(await payableTotal(w)).toBe(owed);
    const second = await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: [id] });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().payout.amountCents).toBe(owed);
    const again = await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: [id] });
    expect(again.statusCode).toBe(409);
    const items = await t.deps.db.select().from(payoutItems).where(eq(payoutItems.bookingId, id));
    expect(items.map((i) => [i.kind, i.amountCents]).sort()).toEqual([
      ['credit', owed],
      ['deposit_captured', 2500],
    ]);
    expect(await ledger(w, 'owner_available')).toBe(0);
    expect(await ledger(w, 'owner_in_transit')).toBe(owed + 2500);
    await ledgerBalanced();
  });
});
