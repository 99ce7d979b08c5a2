import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, ledgerEntries, ledgerTransactions } from '@biclou/db/schema';
import { balancesOf } from '@biclou/domain/ledger';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { act, bookingWorld, pay, renterReady, requestBookingVia, CARDS } from '../../test/booking-helpers';
import { runDueJobs } from '../../jobs/run-due-jobs';
import { allEntries, bookingEscrowCents } from './ledger-repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A small deterministic PRNG (mulberry32), so a failure replays. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('ledger invariants after a randomised run of mixed operations', () => {
  it('every transaction sums to 0, only external is negative, settled bookings hold no escrow', async () => {
    const random = rng(20260601);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
    const w = await bookingWorld(t);
    const renters = [w.renter, await renterReady(t), await renterReady(t)];
    const ids: { id: string; renter: (typeof renters)[number] }[] = [];
    const start = t.clock.now().getTime();
    for (let step = 0; step < 80; step++) {
      const op = pick(['request', 'request', 'accept', 'pay', 'pay', 'decline', 'cancel', 'ownerCancel', 'reject', 'jobs'] as const);
      const target = ids.length ? pick(ids) : undefined;
      if (op === 'request' || !target) {
        const renter = pick(renters);
        const day = 2 + Math.floor(random() * 60);
        const s = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
        const e = new Date(start + (day + Math.floor(random() * 4)) * 86_400_000).toISOString().slice(0, 10);
        const res = await requestBookingVia(t, renter.headers, { listingId: w.listing.id, startDate: s, endDate: e });
        expect([201, 409, 422]).toContain(res.statusCode);
        if (res.statusCode === 201) ids.push({ id: res.json().booking.id, renter });
      } else if (op === 'accept' || op === 'reject' || op === 'ownerCancel') {
        const res = await act(t, w.owner.headers, target.id, op === 'ownerCancel' ? 'cancel' : op);
        expect([200, 409]).toContain(res.statusCode);
      } else if (op === 'pay' || op === 'decline') {
        const res = await pay(t, target.renter.headers, target.id, op === 'pay' ? CARDS.ok : CARDS.declined);
        expect([200, 402, 409]).toContain(res.statusCode);
      } else if (op === 'cancel') {
        expect([200, 409]).toContain((await act(t, target.renter.headers, target.id, 'cancel')).statusCode);
      } else {
        t.clock.advance(Math.floor(random() * 3 * 86_400_000));
        await runDueJobs(t.deps);
      }
    }
    t.clock.advance(120 * 86_400_000);
    await runDueJobs(t.deps);

    const sums = await t.deps.db.select({ id: ledgerTransactions.id, total: sql<string>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerTransactions).innerJoin(ledgerEntries, sql`${ledgerEntries.transactionId} = ${ledgerTransactions.id}`).groupBy(ledgerTransactions.id);
    expect(sums.length).toBeGreaterThan(0);
    for (const s of sums) expect(Number(s.total)).toBe(0);
    const balances = balancesOf((await allEntries(t.deps.db)).map((e) => ({ account: e.account as never, amountCents: e.amountCents })));
    for (const [account, cents] of Object.entries(balances)) if (account !== 'external') expect(cents).toBeGreaterThanOrEqual(0);
    expect(balances.escrow ?? 0).toBe(0);
    for (const b of await t.deps.db.select().from(bookings)) expect(await bookingEscrowCents(t.deps.db, b.id)).toBe(0);
  });
});
