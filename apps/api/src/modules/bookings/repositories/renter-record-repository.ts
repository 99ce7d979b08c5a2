import { and, avg, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, reviews } from '@biclou/db/schema';
import type { RenterRecord } from '@biclou/domain/instant-booking';

// What instant booking's conditions read of a renter: their rentals and the reviews owners wrote of them.

/**
 * The renter's completed rentals (a completion stays one if a dispute follows) and the average of
 * the published reviews owners wrote of them as a renter (hidden ones left out; null with none).
 * Unpublished reviews are secret until both sides have written (double-blind), so they do not count.
 */
export async function renterRecordOf(tx: DbOrTx, renterId: string): Promise<Omit<RenterRecord, 'phoneVerified'>> {
  const [rentals] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.renterId, renterId), isNotNull(bookings.completedAt)));
  const [score] = await tx
    .select({ avg: avg(reviews.rating) })
    .from(reviews)
    .where(
      and(
        eq(reviews.subjectId, renterId),
        eq(reviews.side, 'owner'),
        isNotNull(reviews.publishedAt),
        isNull(reviews.hiddenAt),
      ),
    );
  return {
    completedRentals: Number(rentals?.n ?? 0),
    reviewScore: score?.avg === null || score?.avg === undefined ? null : Number(score.avg),
  };
}
