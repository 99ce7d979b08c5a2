import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, ledgerEntries, ledgerTransactions, listings, payouts, sessions, users } from '@biclou/db/schema';

// What a member's admin page shows beside the account: their listings, bookings, ledger lines, payouts
// and sessions.

const title = sql<string>`trim(coalesce(${listings.brand}, '') || ' ' || coalesce(${listings.model}, ''))`;

export function listingsOfUser(tx: DbOrTx, ownerId: string) {
  return tx
    .select({
      id: listings.id,
      title,
      status: listings.status,
      city: listings.city,
      pricePerDayCents: listings.pricePerDayCents,
      currency: listings.currency,
      createdAt: listings.createdAt,
    })
    .from(listings)
    .where(and(eq(listings.ownerId, ownerId), isNull(listings.deletedAt)))
    .orderBy(desc(listings.createdAt))
    .limit(50);
}

export function bookingsOfUser(tx: DbOrTx, userId: string, as: 'renter' | 'owner') {
  const other = as === 'renter' ? bookings.ownerId : bookings.renterId;
  return tx
    .select({
      id: bookings.id,
      ref: bookings.ref,
      status: bookings.status,
      listingTitle: title,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      pickupAt: bookings.pickupAt,
      returnAt: bookings.returnAt,
      timeZone: bookings.timeZone,
      totalCents: bookings.totalCents,
      currency: bookings.currency,
      otherParty: sql<string>`(SELECT u.firstname || ' ' || u.lastname FROM ${users} u WHERE u.id = ${other})`,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(eq(as === 'renter' ? bookings.renterId : bookings.ownerId, userId))
    .orderBy(desc(bookings.requestedAt))
    .limit(50);
}

/** The owner's ledger entries (every owner_* account), newest first. */
export function ledgerOfUser(tx: DbOrTx, userId: string) {
  return tx
    .select({
      id: ledgerEntries.id,
      kind: ledgerTransactions.kind,
      account: ledgerEntries.account,
      amountCents: ledgerEntries.amountCents,
      currency: ledgerEntries.currency,
      bookingId: ledgerTransactions.bookingId,
      payoutId: ledgerTransactions.payoutId,
      at: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      or(
        eq(ledgerEntries.account, `owner_available:${userId}`),
        eq(ledgerEntries.account, `owner_in_transit:${userId}`),
        eq(ledgerEntries.account, `owner_paid_out:${userId}`),
      ),
    )
    .orderBy(desc(ledgerTransactions.seq), desc(ledgerEntries.id))
    .limit(100);
}

export function payoutsOfUser(tx: DbOrTx, ownerId: string) {
  return tx
    .select({
      id: payouts.id,
      ref: payouts.ref,
      status: payouts.status,
      amountCents: payouts.amountCents,
      currency: payouts.currency,
      createdAt: payouts.createdAt,
    })
    .from(payouts)
    .where(eq(payouts.ownerId, ownerId))
    .orderBy(desc(payouts.createdAt))
    .limit(50);
}

export function sessionsOfUser(tx: DbOrTx, userId: string) {
  return tx.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastUsedAt)).limit(50);
}
