import { and, asc, desc, eq, gt, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, ledgerEntries, ledgerTransactions, listings, payoutItems, payouts, users } from '@biclou/db/schema';
import { OWNER_INCOME_KINDS } from '@biclou/domain/ledger';
import type { PayoutRow } from './payout-repository';

/** The owner's credited bookings with earnings in no live payout, with their bike, by start date. */
export function payableBookingRows(db: DbOrTx, ownerId: string) {
  return db
    .select({
      id: bookings.id,
      ref: bookings.ref,
      listingId: bookings.listingId,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      amountCents: bookings.creditOwnerCents,
      currency: bookings.currency,
      creditedAt: bookings.creditedAt,
      brand: listings.brand,
      model: listings.model,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(
      and(
        eq(bookings.ownerId, ownerId),
        isNotNull(bookings.creditedAt),
        gt(bookings.creditOwnerCents, 0),
        notExists(
          db
            .select({ one: sql`1` })
            .from(payoutItems)
            .where(and(eq(payoutItems.bookingId, bookings.id), sql`${payoutItems.releasedAt} IS NULL`)),
        ),
      ),
    )
    .orderBy(asc(bookings.startDate));
}

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
