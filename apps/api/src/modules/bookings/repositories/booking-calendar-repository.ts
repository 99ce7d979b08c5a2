import { and, asc, count, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings } from '@biclou/db/schema';
import { BLOCKING_STATUSES } from '@biclou/domain/booking-status';

// What a request and an accept check against: the listing's taken dates, the renter's open requests.

/** The listing's bookings in a blocking status, with their dates and instants. */
export function listBlockingBookings(tx: DbOrTx, listingId: string, exceptId?: string) {
  return tx
    .select({
      id: bookings.id,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      pickupAt: bookings.pickupAt,
      returnAt: bookings.returnAt,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.listingId, listingId),
        inArray(bookings.status, [...BLOCKING_STATUSES]),
        exceptId ? ne(bookings.id, exceptId) : undefined,
      ),
    );
}

/** Other requests of the listing sharing an instant with the span (an accept rejects them), locked. */
export function lockOverlappingRequests(
  tx: DbOrTx,
  listingId: string,
  span: { pickupAt: Date; returnAt: Date },
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
        lt(bookings.pickupAt, span.returnAt),
        gt(bookings.returnAt, span.pickupAt),
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
