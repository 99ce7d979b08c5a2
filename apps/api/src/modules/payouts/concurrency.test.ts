import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions, payoutItems, payouts } from '@biclou/db/schema';
import { PAYOUT_MESSAGES as M } from '@biclou/domain/payout-rules';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { ownerWithCredits, requestPayoutVia } from '../../test/payout-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('parallel payout requests (real parallelism on PostgreSQL; serialised on PGlite)', () => {
  it('20 parallel requests for the same bookings leave one payout, one ledger move, and 409 for the rest', async () => {
    const w = await ownerWithCredits(t, 2);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        requestPayoutVia(t, w.owner.headers, {
          listingId: w.listing.id,
          bookingIds: i % 2 ? w.bookingIds : [...w.bookingIds].reverse(),
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().error.message).toBe(M.alreadyInPayout);
    const rows = await t.deps.db.select().from(payouts).where(eq(payouts.ownerId, w.owner.user.id));
    expect(rows).toHaveLength(1);
    expect(await t.deps.db.select().from(payoutItems).where(eq(payoutItems.payoutId, rows[0]!.id))).toHaveLength(2);
    const moves = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'payout_requested'));
    expect(moves).toHaveLength(1);
    const [inTransit] = await t.deps.db
      .select({ cents: sql<string>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.account, `owner_in_transit:${w.owner.user.id}`));
    expect(Number(inTransit!.cents)).toBe(rows[0]!.amountCents);
  });

  it('the database refuses a second live item for one booking whatever the code does', async () => {
    const w = await ownerWithCredits(t, 1);
    const payout = (
      await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: w.bookingIds })
    ).json().payout;
    await expect(
      t.deps.db.insert(payoutItems).values({ payoutId: payout.id, bookingId: w.bookingIds[0]!, amountCents: 1 }),
    ).rejects.toThrow();
  });
});
