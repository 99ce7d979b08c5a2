import { and, asc, count, eq, gt, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings } from '@biclou/db/schema';

// What a request and an accept check against: the listing's open requests, the renter's open requests.

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
