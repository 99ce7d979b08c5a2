import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@biclou/db/client';
import {
  bankingDetails,
  bookings,
  disputes,
  ledgerEntries,
  ledgerTransactions,
  listings,
  payments,
  payouts,
  users,
} from '@biclou/db/schema';
import type { BookingStatus } from '@biclou/domain/booking-status';

const renters = alias(users, 'renters');
const owners = alias(users, 'owners');
const partyOf = {
  users: { id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email },
  renters: { id: renters.id, firstname: renters.firstname, lastname: renters.lastname, email: renters.email },
  owners: { id: owners.id, firstname: owners.firstname, lastname: owners.lastname, email: owners.email },
};

/** `(col, id) > (key, id)` or `<`, the keyset condition of one page after a cursor. */
function after(col: AnyPgColumn, id: AnyPgColumn, d: 'asc' | 'desc', key: SQL | string, at: string) {
  return d === 'asc' ? sql`(${col}, ${id}) > (${key}, ${at}::uuid)` : sql`(${col}, ${id}) < (${key}, ${at}::uuid)`;
}
const order = (d: 'asc' | 'desc') => (d === 'asc' ? asc : desc);

export interface BookingListFilter {
  status?: BookingStatus;
  from?: string;
  to?: string;
  country?: string;
  sort: 'requested' | 'start';
  dir: 'asc' | 'desc';
  cursor: { key: string; id: string } | null;
  limit: number;
}

/** One page of bookings (limit + 1 rows); index (requested_at, id) or (start_date, id) behind each sort. */
export function listBookingsPage(db: DbOrTx, f: BookingListFilter) {
  const col = f.sort === 'start' ? bookings.startDate : bookings.requestedAt;
  const conds: SQL[] = [];
  if (f.status) conds.push(eq(bookings.status, f.status));
  if (f.from) conds.push(gte(bookings.startDate, f.from));
  if (f.to) conds.push(lte(bookings.startDate, f.to));
  if (f.country) conds.push(eq(listings.country, f.country));
  if (f.cursor) {
    const key = f.sort === 'start' ? sql`${f.cursor.key}::date` : sql`${f.cursor.key}::timestamptz`;
    conds.push(after(col, bookings.id, f.dir, key, f.cursor.id));
  }
  return db
    .select({
      id: bookings.id,
      ref: bookings.ref,
      status: bookings.status,
      listingId: listings.id,
      brand: listings.brand,
      model: listings.model,
      country: listings.country,
      renter: partyOf.renters,
      owner: partyOf.owners,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      totalCents: bookings.totalCents,
      currency: bookings.currency,
      requestedAt: bookings.requestedAt,
      /** The exact sort key as PostgreSQL writes it (microseconds kept), for the cursor. */
      sortKey: sql<string>`${col}::text`,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .innerJoin(renters, eq(renters.id, bookings.renterId))
    .innerJoin(owners, eq(owners.id, bookings.ownerId))
    .where(and(...conds))
    .orderBy(order(f.dir)(col), order(f.dir)(bookings.id))
    .limit(f.limit + 1);
}

export async function partiesOf(db: DbOrTx, ids: string[]) {
  return db.select(partyOf.users).from(users).where(inArray(users.id, ids));
}

export function paymentsOf(db: DbOrTx, bookingId: string) {
  return db
    .select({
      id: payments.id,
      status: payments.status,
      provider: payments.provider,
      amountCents: payments.amountCents,
      currency: payments.currency,
      cardBrand: payments.cardBrand,
      cardLast4: payments.cardLast4,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(payments.createdAt));
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

export async function latestDisputeOf(db: DbOrTx, bookingId: string) {
  const [row] = await db
    .select({ id: disputes.id, status: disputes.status })
    .from(disputes)
    .where(eq(disputes.bookingId, bookingId))
    .orderBy(desc(disputes.createdAt))
    .limit(1);
  return row ?? null;
}

// ---- Payouts ---------------------------------------------------------------------------------------
export interface PayoutListFilter {
  status: 'pending' | 'processed' | 'failed';
  dir: 'asc' | 'desc';
  cursor: { key: string; id: string } | null;
  limit: number;
}

/** One page of payouts of a status with owner, KYC and IBAN; index (status, created_at, id). */
export function listPayoutsPage(db: DbOrTx, f: PayoutListFilter) {
  const conds: SQL[] = [eq(payouts.status, f.status)];
  if (f.cursor) conds.push(after(payouts.createdAt, payouts.id, f.dir, sql`${f.cursor.key}::timestamptz`, f.cursor.id));
  return db
    .select({
      id: payouts.id,
      ref: payouts.ref,
      status: payouts.status,
      amountCents: payouts.amountCents,
      currency: payouts.currency,
      listingId: payouts.listingId,
      brand: listings.brand,
      model: listings.model,
      owner: partyOf.users,
      kycStatus: bankingDetails.kycStatus,
      iban: bankingDetails.iban,
      createdAt: payouts.createdAt,
      sortKey: sql<string>`${payouts.createdAt}::text`,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.ownerId))
    .innerJoin(listings, eq(listings.id, payouts.listingId))
    .leftJoin(bankingDetails, eq(bankingDetails.userId, payouts.ownerId))
    .where(and(...conds))
    .orderBy(order(f.dir)(payouts.createdAt), order(f.dir)(payouts.id))
    .limit(f.limit + 1);
}

export async function findPayout(db: DbOrTx, id: string) {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row;
}

export async function bankingOf(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(bankingDetails).where(eq(bankingDetails.userId, userId));
  return row;
}

/** Every payout created in [from, to) with its owner and bank account (for the CSV export), oldest first. */
export function payoutsCreatedBetween(db: DbOrTx, from: Date, to: Date) {
  return db
    .select({
      ref: payouts.ref,
      status: payouts.status,
      amountCents: payouts.amountCents,
      currency: payouts.currency,
      createdAt: payouts.createdAt,
      updatedAt: payouts.updatedAt,
      failureReason: payouts.failureReason,
      owner: partyOf.users,
      holderName: bankingDetails.holderName,
      iban: bankingDetails.iban,
      bic: bankingDetails.bic,
      brand: listings.brand,
      model: listings.model,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.ownerId))
    .innerJoin(listings, eq(listings.id, payouts.listingId))
    .leftJoin(bankingDetails, eq(bankingDetails.userId, payouts.ownerId))
    .where(and(gte(payouts.createdAt, from), sql`${payouts.createdAt} < ${to.toISOString()}::timestamptz`))
    .orderBy(asc(payouts.createdAt), asc(payouts.id))
    .limit(50_000);
}

// ---- Disputes --------------------------------------------------------------------------------------
export interface DisputeListFilter {
  status?: 'open' | 'resolved';
  dir: 'asc' | 'desc';
  cursor: { key: string; id: string } | null;
  limit: number;
}

/** One page of disputes with their booking and parties; index (created_at, id) and (status, created_at, id). */
export function listDisputesPage(db: DbOrTx, f: DisputeListFilter) {
  const conds: SQL[] = [];
  if (f.status) conds.push(eq(disputes.status, f.status));
  if (f.cursor)
    conds.push(after(disputes.createdAt, disputes.id, f.dir, sql`${f.cursor.key}::timestamptz`, f.cursor.id));
  return db
    .select({
      id: disputes.id,
      status: disputes.status,
      reason: disputes.reason,
      bookingId: bookings.id,
      bookingRef: bookings.ref,
      totalCents: bookings.totalCents,
      currency: bookings.currency,
      renter: partyOf.renters,
      owner: partyOf.owners,
      createdAt: disputes.createdAt,
      resolvedAt: disputes.resolvedAt,
      sortKey: sql<string>`${disputes.createdAt}::text`,
    })
    .from(disputes)
    .innerJoin(bookings, eq(bookings.id, disputes.bookingId))
    .innerJoin(renters, eq(renters.id, bookings.renterId))
    .innerJoin(owners, eq(owners.id, bookings.ownerId))
    .where(and(...conds))
    .orderBy(order(f.dir)(disputes.createdAt), order(f.dir)(disputes.id))
    .limit(f.limit + 1);
}

export async function findDispute(db: DbOrTx, id: string) {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id));
  return row;
}
