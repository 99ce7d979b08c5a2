import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions } from '@biclou/db/schema';
import { LedgerError } from '@biclou/domain/ledger';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { postLedger } from '../money';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the ledger in the database', () => {
  it('refuses an unbalanced transaction before writing (assertBalanced) and at commit (deferred trigger)', async () => {
    await expect(
      postLedger(
        t.deps.db,
        {
          kind: 'payment',
          currency: 'EUR',
          bookingId: null,
          payoutId: null,
          entries: [
            { account: 'external', amountCents: -100 },
            { account: 'escrow', amountCents: 90 },
          ],
        },
        t.clock.now(),
      ),
    ).rejects.toBeInstanceOf(LedgerError);
    await expect(
      t.deps.db.transaction(async (tx) => {
        const [row] = await tx.insert(ledgerTransactions).values({ kind: 'payment', currency: 'EUR' }).returning();
        await tx.insert(ledgerEntries).values([
          { transactionId: row!.id, account: 'external', amountCents: -100, currency: 'EUR' },
          { transactionId: row!.id, account: 'escrow', amountCents: 90, currency: 'EUR' },
        ]);
      }),
    ).rejects.toThrow();
    expect(await t.deps.db.select().from(ledgerTransactions)).toHaveLength(0);
  });

  it('is append-only: entries and transactions cannot be changed or deleted', async () => {
    const id = await postLedger(
      t.deps.db,
      {
        kind: 'payment',
        currency: 'EUR',
        bookingId: null,
        payoutId: null,
        entries: [
          { account: 'external', amountCents: -100 },
          { account: 'escrow', amountCents: 100 },
        ],
      },
      t.clock.now(),
    );
    await expect(
      t.deps.db.update(ledgerEntries).set({ amountCents: 5 }).where(eq(ledgerEntries.transactionId, id)),
    ).rejects.toThrow();
    await expect(t.deps.db.delete(ledgerEntries).where(eq(ledgerEntries.transactionId, id))).rejects.toThrow();
    await expect(t.deps.db.delete(ledgerTransactions).where(eq(ledgerTransactions.id, id))).rejects.toThrow();
    const entries = await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, id));
    expect(entries.map((e) => e.amountCents).sort((a, b) => a - b)).toEqual([-100, 100]);
  });
});
