import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '@biclou/db/client';
import { bookings, reviews } from '@biclou/db/schema';
import { reviewBounds, reviewDeadline } from '@biclou/domain/review-rules';
import { JOB_BATCH, ts } from '../../../platform/jobs/module-job';

/**
 * Publishes the reviews whose window closed (decisions "Reviews": 14 days after completion, even
 * if the other side never wrote). Both written before that are published at once by the second
 * write (create-review). The rule is the domain's: SQL selects candidates with `reviewBounds`, and
 * `reviewDeadline` decides each and is its `published_at` (the deadline itself, as
 * `reviewsPublishedAt` says, even when the job runs later). Lease: `FOR UPDATE SKIP LOCKED` on the
 * due review rows, and the update's `published_at IS NULL` makes a second pass change nothing.
 * Returns how many were published.
 */
export async function publishDueReviews(db: Db, now: Date): Promise<number> {
  const { windowOpenAfter } = reviewBounds(now);
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: reviews.id, completedAt: bookings.completedAt })
      .from(reviews)
      .innerJoin(bookings, sql`${bookings.id} = ${reviews.bookingId}`)
      .where(and(isNull(reviews.publishedAt), lte(bookings.completedAt, ts(windowOpenAfter))))
      .orderBy(reviews.id)
      .limit(JOB_BATCH)
      .for('update', { of: reviews, skipLocked: true });
    let published = 0;
    for (const { id, completedAt } of candidates) {
      if (!completedAt || reviewDeadline(completedAt) > now) continue;
      const done = await tx
        .update(reviews)
        .set({ publishedAt: reviewDeadline(completedAt) })
        .where(and(eq(reviews.id, id), isNull(reviews.publishedAt)))
        .returning({ id: reviews.id });
      published += done.length;
    }
    return published;
  });
}
