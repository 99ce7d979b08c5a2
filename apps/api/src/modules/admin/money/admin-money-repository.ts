import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@biclou/db/client';
import { ledgerEntries, ledgerTransactions, users } from '@biclou/db/schema';

// What the money pages share: the parties' columns, the keyset condition and order, and a booking's
// or a payout's ledger lines. Each page's own queries: booking-, payout- and dispute-admin-repository.ts.

export const renters = alias(users, 'renters');
export const owners = alias(users, 'owners');

export const partyOf = {
  users: { id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email },
  renters: { id: renters.id, firstname: renters.firstname, lastname: renters.lastname, email: renters.email },
  owners: { id: owners.id, firstname: owners.firstname, lastname: owners.lastname, email: owners.email },
};

/** `(col, id) > (key, id)` or `<`, the keyset condition of one page after a cursor. */
export function after(col: AnyPgColumn, id: AnyPgColumn, d: 'asc' | 'desc', key: SQL | string, at: string) {
  return d === 'asc' ? sql`(${col}, ${id}) > (${key}, ${at}::uuid)` : sql`(${col}, ${id}) < (${key}, ${at}::uuid)`;
}

export const order = (d: 'asc' | 'desc') => (d === 'asc' ? asc : desc);

export async function partiesOf(db: DbOrTx, ids: string[]) {
  return db.select(partyOf.users).from(users).where(inArray(users.id, ids));
}

/** The ledger lines of a booking's or a payout's transactions, in posting order. */
export function ledgerOf(db: DbOrTx, by: { bookingId: string } | { payoutId: string }) {
  return db
    .select({
      transactionId: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      account: ledgerEntries.account,
      amountCents: ledgerEntries.amountCents,
      currency: ledgerEntries.currency,
      at: ledgerTransactions.createdAt,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(
      'bookingId' in by ? eq(ledgerTransactions.bookingId, by.bookingId) : eq(ledgerTransactions.payoutId, by.payoutId),
    )
    .orderBy(asc(ledgerTransactions.seq), asc(ledgerEntries.id));
}
