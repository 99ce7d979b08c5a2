import { and, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '@biclou/db/client';
import { bookings, reviews } from '@biclou/db/schema';
import { REVIEW_PUBLICATION_DAYS } from '@biclou/domain/review-rules';
import { JOB_BATCH, ts } from './transition-job';

const DAY_MS = 86_400_000;

/**
 * Publishes the reviews whose window closed (decisions "Reviews": 14 days after completion, even
 * if the other side never wrote). Both written before that are published at once by the second
 * write (create-review). Lease: `FOR UPDATE SKIP LOCKED` on the due review rows, and the update's
 * `published_at IS NULL` makes a second pass change nothing. `published_at` is the deadline
 * itself, as `reviewsPublishedAt` says, even when the job runs later. Returns how many were published.
 */
export async function publishDueReviews(db: Db, now: Date): Promise<number> {
  const closedBefore = ts(new Date(now.getTime() - REVIEW_PUBLICATION_DAYS * DAY_MS));
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .innerJoin(bookings, sql`${bookings.id} = ${reviews.bookingId}`)
      .where(and(isNull(reviews.publishedAt), lte(bookings.completedAt, closedBefore)))
      .orderBy(reviews.id)
      .limit(JOB_BATCH)
      .for('update', { of: reviews, skipLocked: true });
    if (!due.length) return 0;
    const published = await tx
      .update(reviews)
      .set({ publishedAt: sql`(SELECT ${bookings.completedAt} + make_interval(days => ${REVIEW_PUBLICATION_DAYS}) FROM ${bookings} WHERE ${bookings.id} = ${reviews.bookingId})` })
      .where(and(inArray(reviews.id, due.map((r) => r.id)), isNull(reviews.publishedAt)))
      .returning({ id: reviews.id });
    return published.length;
  });
}
