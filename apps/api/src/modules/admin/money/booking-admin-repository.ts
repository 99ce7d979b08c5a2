import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, disputes, listings, payments } from '@biclou/db/schema';
import type { BookingStatus } from '@biclou/domain/booking-status';
import { after, order, owners, partyOf, renters } from './admin-money-repository';

// The admin's bookings pages: the list in keyset pages, a booking's payments and latest dispute.

interface BookingListFilter {
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
      pickupAt: bookings.pickupAt,
      returnAt: bookings.returnAt,
      timeZone: bookings.timeZone,
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

export async function latestDisputeOf(db: DbOrTx, bookingId: string) {
  const [row] = await db
    .select({ id: disputes.id, status: disputes.status })
    .from(disputes)
    .where(eq(disputes.bookingId, bookingId))
    .orderBy(desc(disputes.createdAt))
    .limit(1);
  return row ?? null;
}
