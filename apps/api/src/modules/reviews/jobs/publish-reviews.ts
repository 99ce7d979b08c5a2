import type { Db } from '@biclou/db/client';
import { reviewBounds, reviewDeadline } from '@biclou/domain/review-rules';
import { lockPublicationCandidates, publishReview } from '../review-write-repository';

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
    const candidates = await lockPublicationCandidates(tx, windowOpenAfter);
    let published = 0;
    for (const { id, completedAt } of candidates) {
      if (!completedAt || reviewDeadline(completedAt) > now) continue;
      if (await publishReview(tx, id, reviewDeadline(completedAt))) published += 1;
    }
    return published;
  });
}
