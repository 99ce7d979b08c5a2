import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, reviews } from '@biclou/db/schema';
import { ts } from '../../platform/db/sql-params';
import { JOB_BATCH } from '../../platform/jobs/module-job';

export async function insertReview(tx: DbOrTx, values: typeof reviews.$inferInsert) {
  await tx.insert(reviews).values(values);
}

/** Publishes the review at `at` unless it already is: false when it was. */
export async function publishReview(tx: DbOrTx, reviewId: string, at: Date): Promise<boolean> {
  const done = await tx
    .update(reviews)
    .set({ publishedAt: at })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.publishedAt)))
    .returning({ id: reviews.id });
  return done.length > 0;
}

/**
 * A batch of unpublished reviews whose booking completed by `completedBy`, with that completion,
 * locked (the review rows); rows another instance holds are skipped.
 */
export function lockPublicationCandidates(tx: DbOrTx, completedBy: Date) {
  return tx
    .select({ id: reviews.id, completedAt: bookings.completedAt })
    .from(reviews)
    .innerJoin(bookings, sql`${bookings.id} = ${reviews.bookingId}`)
    .where(and(isNull(reviews.publishedAt), lte(bookings.completedAt, ts(completedBy))))
    .orderBy(reviews.id)
    .limit(JOB_BATCH)
    .for('update', { of: reviews, skipLocked: true });
}
