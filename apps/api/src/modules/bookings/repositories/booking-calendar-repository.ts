import { and, asc, count, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings } from '@biclou/db/schema';
import { BLOCKING_STATUSES } from '@biclou/domain/booking-status';

// What a request and an accept check against: the listing's taken dates, the renter's open requests.

/** The listing's bookings in a blocking status, as date ranges. */
export function listBlockingBookings(tx: DbOrTx, listingId: string, exceptId?: string) {
  return tx
    .select({ id: bookings.id, startDate: bookings.startDate, endDate: bookings.endDate })
    .from(bookings)
    .where(
      and(
        eq(bookings.listingId, listingId),
        inArray(bookings.status, [...BLOCKING_STATUSES]),
        exceptId ? ne(bookings.id, exceptId) : undefined,
      ),
    );
}

/** Other requests of the listing sharing a day with the range (an accept rejects them), locked. */
export function lockOverlappingRequests(
  tx: DbOrTx,
  listingId: string,
  range: { startDate: string; endDate: string },
  exceptId: string,
) {
  return tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.listingId, listingId),
        eq(bookings.status, 'requested'),
        ne(bookings.id, exceptId),
        lte(bookings.startDate, range.endDate),
        gte(bookings.endDate, range.startDate),
      ),
    )
    .orderBy(asc(bookings.requestedAt))
    .for('update');
}

export async function countRequestedBy(tx: DbOrTx, renterId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.renterId, renterId), eq(bookings.status, 'requested')));
  return Number(row?.n ?? 0);
}
