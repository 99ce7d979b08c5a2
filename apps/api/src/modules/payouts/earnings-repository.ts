import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { ledgerEntries, ledgerTransactions } from '@biclou/db/schema';
import { OWNER_INCOME_KINDS } from '@biclou/domain/ledger';

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
