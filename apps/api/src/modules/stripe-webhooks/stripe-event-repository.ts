import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { ledgerEntries, ledgerTransactions, payments, stripeEvents } from '@biclou/db/schema';

/** Records the event id; false when it was already there (a replayed or concurrent delivery). */
export async function claimStripeEvent(
  tx: DbOrTx,
  event: { id: string; type: string; objectId: string | null; receivedAt: Date },
): Promise<boolean> {
  const [fresh] = await tx.insert(stripeEvents).values(event).onConflictDoNothing().returning({ id: stripeEvents.id });
  return Boolean(fresh);
}

export async function markStripeEventProcessed(tx: DbOrTx, eventId: string, outcome: string, at: Date) {
  await tx.update(stripeEvents).set({ processedAt: at, outcome }).where(eq(stripeEvents.id, eventId));
}

/** The booking of the provider's payment with that reference. */
export async function bookingOfProviderPayment(tx: DbOrTx, provider: string, providerRef: string) {
  const [payment] = await tx
    .select({ bookingId: payments.bookingId })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
  return payment?.bookingId;
}

/** What the ledger's refund transactions of the booking paid out to `external`, in cents. */
export async function ledgerRefundedCents(tx: DbOrTx, bookingId: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerTransactions.bookingId, bookingId),
        eq(ledgerTransactions.kind, 'refund'),
        eq(ledgerEntries.account, 'external'),
      ),
    );
  return Number(row?.cents ?? 0);
}
