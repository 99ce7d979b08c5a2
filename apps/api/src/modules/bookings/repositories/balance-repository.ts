import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings } from '@biclou/db/schema';
import type { BookingRow } from './booking-repository';

/** The owner's bookings whose earnings are still to be credited (paid, ongoing, completed, disputed, canceled, resolved). */
export function listPendingCredits(db: DbOrTx, ownerId: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.ownerId, ownerId),
        isNull(bookings.creditedAt),
        gt(bookings.creditOwnerCents, 0),
        inArray(bookings.status, ['paid', 'ongoing', 'completed', 'disputed', 'canceled', 'resolved']),
      ),
    );
}
