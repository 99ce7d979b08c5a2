import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { ledgerEntries, ledgerTransactions, payouts, users } from '@biclou/db/schema';
import { OWNER_INCOME_KINDS } from '@biclou/domain/ledger';
import type { PayoutRow } from './payout-repository';

/** What reached `account` from rentals per month (Europe/Paris) and currency: earnings credited and deposits captured, as text sums. */
export function monthlyCredits(db: DbOrTx, account: string) {
  const month = sql<string>`to_char(${ledgerTransactions.createdAt} AT TIME ZONE 'Europe/Paris', 'YYYY-MM')`;
  return db
    .select({ month, currency: ledgerEntries.currency, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.account, account), inArray(ledgerTransactions.kind, [...OWNER_INCOME_KINDS])))
    .groupBy(month, ledgerEntries.currency);
}

/** Every payout, or those in `status` (oldest first for pending, else newest first), at most 500. */
export function listAllPayouts(db: DbOrTx, status?: PayoutRow['status']): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(status ? eq(payouts.status, status) : undefined)
    .orderBy(status === 'pending' ? asc(payouts.createdAt) : desc(payouts.createdAt))
    .limit(500);
}

export function payoutOwners(db: DbOrTx, ownerIds: string[]) {
  return db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(inArray(users.id, ownerIds));
}
