import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, ledgerEntries, ledgerTransactions, payouts } from '@biclou/db/schema';
import { assertBalanced, type LedgerTransaction } from '@biclou/domain/ledger';

/**
 * Appends one ledger transaction built by the domain's builders. `assertBalanced` refuses an
 * unbalanced one before anything is written; the database checks the sum again at commit
 * (deferred trigger) and refuses updates and deletes (append-only).
 */
export async function postLedger(tx: DbOrTx, t: LedgerTransaction, at: Date): Promise<string> {
  assertBalanced(t.entries);
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({ kind: t.kind, bookingId: t.bookingId, payoutId: t.payoutId, currency: t.currency, createdAt: at })
    .returning({ id: ledgerTransactions.id });
  await tx.insert(ledgerEntries).values(
    t.entries.map((e) => ({
      transactionId: row!.id,
      account: e.account,
      amountCents: e.amountCents,
      currency: t.currency,
    })),
  );
  return row!.id;
}

/** Sum of an account's entries per currency, e.g. `owner_available:<id>`. */
export async function accountBalances(
  tx: DbOrTx,
  accounts: string[],
): Promise<{ account: string; currency: string; cents: number }[]> {
  if (!accounts.length) return [];
  const rows = await tx
    .select({
      account: ledgerEntries.account,
      currency: ledgerEntries.currency,
      cents: sql<string>`sum(${ledgerEntries.amountCents})`,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.account, accounts))
    .groupBy(ledgerEntries.account, ledgerEntries.currency);
  return rows.map((r) => ({ account: r.account, currency: r.currency, cents: Number(r.cents) }));
}

/** What one booking still holds in escrow (payment − refunds − credit). */
export async function bookingEscrowCents(tx: DbOrTx, bookingId: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerTransactions.bookingId, bookingId), eq(ledgerEntries.account, 'escrow')));
  return Number(row?.cents ?? 0);
}

/** The owner's movements (credits, payouts), newest first. */
export function ownerLedgerHistory(tx: DbOrTx, ownerId: string) {
  return tx
    .select({
      kind: ledgerTransactions.kind,
      bookingId: ledgerTransactions.bookingId,
      bookingRef: bookings.ref,
      payoutId: ledgerTransactions.payoutId,
      payoutRef: payouts.ref,
      amountCents: ledgerEntries.amountCents,
      currency: ledgerEntries.currency,
      at: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(bookings, eq(bookings.id, ledgerTransactions.bookingId))
    .leftJoin(payouts, and(eq(payouts.id, ledgerTransactions.payoutId), eq(payouts.ownerId, ownerId)))
    .where(like(ledgerEntries.account, `owner_available:${ownerId}`))
    .orderBy(desc(ledgerTransactions.seq))
    .limit(200);
}

/** Every entry (tests check the invariants over the whole ledger). */
export function allEntries(tx: DbOrTx) {
  return tx
    .select({
      transactionId: ledgerEntries.transactionId,
      account: ledgerEntries.account,
      amountCents: ledgerEntries.amountCents,
    })
    .from(ledgerEntries);
}
