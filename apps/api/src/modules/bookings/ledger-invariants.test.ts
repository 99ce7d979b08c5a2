import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BookingStatus } from '@biclou/domain/booking-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, ledgerEntries, ledgerTransactions, payouts } from '@biclou/db/schema';
import { balancesOf, ownerAccount } from '@biclou/domain/ledger';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  act,
  bookingWorld,
  createLiveListing,
  pay,
  renterReady,
  requestBookingVia,
  CARDS,
} from '../../test/booking-helpers';
import { signedInUser } from '../../test/helpers';
import { runDueJobs } from '../run-due-jobs';
import { adminAct, readyForPayouts, requestPayoutVia } from '../../test/payout-helpers';
import { returnPayout } from '../payouts';
import { allEntries, bookingEscrowCents } from '../money';

let t: TestApp;
beforeAll(async () => {
  // The run moves the clock months ahead: sessions must outlive it (their expiry has its own tests).
  t = await buildTestApp({}, { SESSION_IDLE_DAYS: '365' });
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

const OPERATIONS = 1_000;
/** Each operation with its weight: the whole lifecycle, disputes, and payouts asked for, processed, failed, returned by the bank. */
const MIX = [
  ['request', 6],
  ['accept', 4],
  ['reject', 1],
  ['pay', 4],
  ['decline', 1],
  ['cancel', 1],
  ['ownerCancel', 1],
  ['dispute', 1],
  ['resolve', 1],
  ['jobs', 2],
  ['payoutRequest', 2],
  ['payoutProcess', 2],
  ['payoutFail', 1],
  ['payoutReturned', 1],
] as const;
type Op = (typeof MIX)[number][0];
const BAG: Op[] = MIX.flatMap(([op, weight]) => Array<Op>(weight).fill(op));
const TARGET_STATUSES: Partial<Record<Op, readonly BookingStatus[]>> = {
  accept: ['requested'],
  reject: ['requested'],
  pay: ['accepted'],
  decline: ['accepted'],
  cancel: ['requested', 'accepted', 'paid'],
  ownerCancel: ['paid'],
  dispute: ['paid', 'ongoing', 'completed'],
};

describe('ledger invariants after a randomised run of mixed operations', () => {
  it(`${OPERATIONS} operations: every transaction sums to 0, balances equal the sums of entries, escrow is 0 for settled bookings`, async () => {
    const random = rng(20260601);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
    const admin = await signedInUser(t, { role: 'admin' });
    // Two owners with two listings each, ready for payouts; four renters.
    const worlds = [await bookingWorld(t), await bookingWorld(t)];
    const owners = worlds.map((w) => w.owner);
    for (const o of owners) await readyForPayouts(t, o);
    const listings = [
      ...worlds.map((w) => ({ id: w.listing.id, owner: w.owner })),
      ...(await Promise.all(
        worlds.map(async (w) => ({ id: (await createLiveListing(t, w.owner.headers)).id, owner: w.owner })),
      )),
    ];
    const renters = [worlds[0]!.renter, worlds[1]!.renter, await renterReady(t), await renterReady(t)];
    const ids: { id: string; renter: (typeof renters)[number]; owner: (typeof owners)[number] }[] = [];
    const done: Record<Op, number> = Object.fromEntries(MIX.map(([op]) => [op, 0])) as Record<Op, number>;
    const ok = (op: Op, status: number, success: number) => {
      if (status === success) done[op]++;
    };

    for (let step = 0; step < OPERATIONS; step++) {
      const op = pick(BAG);
      // Mostly a booking where the operation makes sense, sometimes any booking (the API must refuse it cleanly).
      const wanted = random() < 0.85 ? TARGET_STATUSES[op] : undefined;
      const inStatus = wanted
        ? new Set(
            (
              await t.deps.db
                .select({ id: bookings.id })
                .from(bookings)
                .where(inArray(bookings.status, [...wanted]))
            ).map((b) => b.id),
          )
        : null;
      const pool = inStatus ? ids.filter((b) => inStatus.has(b.id)) : ids;
      const target = pool.length ? pick(pool) : ids.length ? pick(ids) : undefined;
      if (op === 'request' || (!target && !op.startsWith('payout') && op !== 'jobs')) {
        const renter = pick(renters);
        const listing = pick(listings);
        const day = 1 + Math.floor(random() * 30);
        const at = t.clock.now().getTime();
        const s = new Date(at + day * 86_400_000).toISOString().slice(0, 10);
        const e = new Date(at + (day + Math.floor(random() * 4)) * 86_400_000).toISOString().slice(0, 10);
        const res = await requestBookingVia(t, renter.headers, { listingId: listing.id, startDate: s, endDate: e });
        expect([201, 409, 422], res.body).toContain(res.statusCode);
        if (res.statusCode === 201) ids.push({ id: res.json().booking.id, renter, owner: listing.owner });
        ok('request', res.statusCode, 201);
      } else if (op === 'accept' || op === 'reject' || op === 'ownerCancel') {
        const res = await act(t, target!.owner.headers, target!.id, op === 'ownerCancel' ? 'cancel' : op);
        expect([200, 409], res.body).toContain(res.statusCode);
        ok(op, res.statusCode, 200);
      } else if (op === 'pay' || op === 'decline') {
        const res = await pay(t, target!.renter.headers, target!.id, op === 'pay' ? CARDS.ok : CARDS.declined);
        expect([200, 402, 409], res.body).toContain(res.statusCode);
        ok(op, res.statusCode, op === 'pay' ? 200 : 402);
      } else if (op === 'cancel') {
        const res = await act(t, target!.renter.headers, target!.id, 'cancel');
        expect([200, 409], res.body).toContain(res.statusCode);
        ok(op, res.statusCode, 200);
      } else if (op === 'dispute') {
        const res = await act(t, target!.renter.headers, target!.id, 'disputes', {
          reason: 'other',
          explanation: 'Something went wrong with the bike.',
        });
        expect([201, 409, 422], res.body).toContain(res.statusCode);
        ok(op, res.statusCode, 201);
      } else if (op === 'resolve') {
        const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.status, 'disputed')).limit(1);
        if (!row) continue;
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/bookings/${row.id}/resolve-dispute`,
          headers: admin.headers,
          payload: { refundCents: Math.floor(random() * (row.totalCents + 1)) },
        });
        expect(res.statusCode, res.body).toBe(200);
        ok(op, res.statusCode, 200);
      } else if (op === 'jobs') {
        t.clock.advance(Math.floor(random() * 3 * 86_400_000));
        await runDueJobs(t.deps);
        done.jobs++;
      } else if (op === 'payoutRequest') {
        const owner = pick(owners);
        const payable = (
          await t.app.inject({ method: 'GET', url: '/api/v1/me/payouts/available', headers: owner.headers })
        ).json().listings as { listingId: string; bookings: { bookingId: string }[] }[];
        const listing = payable.length ? pick(payable) : undefined;
        if (!listing) continue;
        const chosen = listing.bookings.filter(() => random() < 0.7).map((b) => b.bookingId);
        const res = await requestPayoutVia(t, owner.headers, {
          listingId: listing.listingId,
          bookingIds: chosen.length ? chosen : [listing.bookings[0]!.bookingId],
        });
        expect(res.statusCode, res.body).toBe(201);
        ok(op, res.statusCode, 201);
      } else if (op === 'payoutProcess' || op === 'payoutFail') {
        const pending = await t.deps.db.select().from(payouts).where(eq(payouts.status, 'pending'));
        if (!pending.length) continue;
        const res = await adminAct(t, admin.headers, pick(pending).id, op === 'payoutProcess' ? 'process' : 'fail', {
          reason: "The account holder's name does not match.",
        });
        expect(res.statusCode, res.body).toBe(200);
        ok(op, res.statusCode, 200);
      } else {
        // The bank returns a processed payout (what Stripe's payout.failed does, here through the same function).
        const processed = await t.deps.db.select().from(payouts).where(eq(payouts.status, 'processed'));
        if (!processed.length) continue;
        const chosen = pick(processed);
        const result = await t.deps.db.transaction((tx) =>
          returnPayout(tx, t.deps.payouts, chosen.providerRef!, 'The bank account has been closed.', t.clock.now()),
        );
        expect(result.outcome).toBe('payout_returned');
        done.payoutReturned++;
      }
      if ((step + 1) % 250 === 0) await checkInvariants(owners);
    }
    // Everything settles: open disputes resolved, every timer run far ahead, pending payouts decided.
    for (const row of await t.deps.db.select().from(bookings).where(eq(bookings.status, 'disputed'))) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/v1/admin/bookings/${row.id}/resolve-dispute`,
            headers: admin.headers,
            payload: { refundCents: 0 },
          })
        ).statusCode,
      ).toBe(200);
    }
    t.clock.advance(120 * 86_400_000);
    await runDueJobs(t.deps);
    await runDueJobs(t.deps);
    await checkInvariants(owners);
    const all = await t.deps.db.select().from(bookings);
    for (const b of all) expect(await bookingEscrowCents(t.deps.db, b.id), `${b.ref} ${b.status}`).toBe(0);
    const ledger = balancesOf(
      (await allEntries(t.deps.db)).map((e) => ({ account: e.account as never, amountCents: e.amountCents })),
    );
    expect(ledger.escrow ?? 0).toBe(0);

    if (process.env.LEDGER_RUN_REPORT) console.log(JSON.stringify(done));
    // The run really mixed every kind of operation, payouts included.
    for (const [op] of MIX) expect(done[op], `${op} never succeeded: ${JSON.stringify(done)}`).toBeGreaterThan(0);
    const kinds = new Set(
      (await t.deps.db.select({ kind: ledgerTransactions.kind }).from(ledgerTransactions)).map((k) => k.kind),
    );
    expect([...kinds].sort()).toEqual([
      'credit',
      'payment',
      'payout_failed',
      'payout_paid',
      'payout_requested',
      'payout_returned',
      'refund',
    ]);
  }, 600_000);
});

/**
 * The three invariants, checked on the database: each transaction sums to 0; each owner's balance
 * as the API shows it equals the sums of the ledger entries of their accounts, and agrees with
 * their payouts (in transit = pending payouts, paid out = processed ones); only `external` is ever
 * negative; a settled booking (credited, or never paid) holds no escrow, an unsettled one exactly
 * what was paid less what was refunded.
 */
async function checkInvariants(owners: { user: { id: string }; headers: Record<string, string> }[]) {
  const db = t.deps.db;
  const unbalanced = await db
    .select({ id: ledgerTransactions.id, total: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .groupBy(ledgerTransactions.id)
    .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
  expect(unbalanced).toEqual([]);
  const entries = await allEntries(db);
  const sumOf = (account: string) =>
    entries.filter((e) => e.account === account).reduce((s, e) => s + e.amountCents, 0);
  const balances = balancesOf(entries.map((e) => ({ account: e.account as never, amountCents: e.amountCents })));
  for (const [account, cents] of Object.entries(balances))
    if (account !== 'external') expect(cents, account).toBeGreaterThanOrEqual(0);
  for (const owner of owners) {
    const shown = (await t.app.inject({ method: 'GET', url: '/api/v1/me/balance', headers: owner.headers })).json();
    const payoutSum = async (status: 'pending' | 'processed') =>
      (
        await db
          .select({ cents: payouts.amountCents })
          .from(payouts)
          .where(and(eq(payouts.ownerId, owner.user.id), eq(payouts.status, status)))
      ).reduce((s, p) => s + p.cents, 0);
    expect(shown).toMatchObject({
      availableCents: sumOf(ownerAccount('owner_available', owner.user.id)),
      inTransitCents: sumOf(ownerAccount('owner_in_transit', owner.user.id)),
      paidOutCents: sumOf(ownerAccount('owner_paid_out', owner.user.id)),
    });
    expect(shown.inTransitCents).toBe(await payoutSum('pending'));
    expect(shown.paidOutCents).toBe(await payoutSum('processed'));
  }
  for (const b of await db.select().from(bookings)) {
    // A resolved dispute leaves the owner's share in escrow until the rental's credit time.
    const holding =
      !b.creditedAt &&
      ['paid', 'ongoing', 'completed', 'disputed', 'resolved', 'canceled'].includes(b.status) &&
      b.paidAt !== null;
    const expected = holding ? b.totalCents - (b.refundCents ?? 0) : 0;
    expect(await bookingEscrowCents(db, b.id), `${b.ref} ${b.status}`).toBe(expected);
  }
}
