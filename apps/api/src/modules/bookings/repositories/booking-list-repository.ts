import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, payments } from '@biclou/db/schema';
import type { BookingStatus } from '@biclou/domain/booking-status';

// A member's bookings on one side, and whether a member or a listing has bookings in some statuses.

export type Side = 'renter' | 'owner';
const sideColumn = (side: Side) => (side === 'renter' ? bookings.renterId : bookings.ownerId);

export function listBookingsOf(tx: DbOrTx, side: Side, userId: string, statuses?: readonly BookingStatus[]) {
  return tx
    .select()
    .from(bookings)
    .where(and(eq(sideColumn(side), userId), statuses?.length ? inArray(bookings.status, [...statuses]) : undefined))
    .orderBy(desc(bookings.startDate), desc(bookings.requestedAt))
    .limit(200);
}

export async function countByStatus(tx: DbOrTx, side: Side, userId: string): Promise<Record<string, number>> {
  const rows = await tx
    .select({ status: bookings.status, n: count() })
    .from(bookings)
    .where(eq(sideColumn(side), userId))
    .groupBy(bookings.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** The successful payment's card, per booking. */
export async function cardsOf(tx: DbOrTx, bookingIds: string[]) {
  if (!bookingIds.length) return new Map<string, { cardBrand: string | null; cardLast4: string | null }>();
  const rows = await tx
    .select({ bookingId: payments.bookingId, cardBrand: payments.cardBrand, cardLast4: payments.cardLast4 })
    .from(payments)
    .where(and(inArray(payments.bookingId, bookingIds), eq(payments.status, 'succeeded')));
  return new Map(rows.map((r) => [r.bookingId, { cardBrand: r.cardBrand, cardLast4: r.cardLast4 }]));
}

/** Whether some booking of the user (either side) is in one of the statuses. */
export async function userHasBookingIn(
  tx: DbOrTx,
  userId: string,
  statuses: readonly BookingStatus[],
): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        sql`(${bookings.renterId} = ${userId} OR ${bookings.ownerId} = ${userId})`,
        inArray(bookings.status, [...statuses]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function listingHasBookingIn(
  tx: DbOrTx,
  listingId: string,
  statuses: readonly BookingStatus[],
): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.listingId, listingId), inArray(bookings.status, [...statuses])))
    .limit(1);
  return Boolean(row);
}
