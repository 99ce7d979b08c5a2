import type { PendingReview } from '@biclou/contracts/reviews';
import { REVIEW_PUBLICATION_DAYS, reviewDeadline } from '@biclou/domain/review-rules';
import type { RequestContext } from '../../platform/http/request-context';
import { listUnreviewedCompletions } from './pending-review-repository';

const DAY_MS = 86_400_000;

/** GET /me/reviews/pending: the viewer's completed rentals, on either side, still open for their review. */
export async function pendingReviews(ctx: RequestContext, userId: string): Promise<{ pending: PendingReview[] }> {
  const { db, clock } = ctx.deps;
  const now = clock.now();
  const rows = await listUnreviewedCompletions(db, userId, new Date(now.getTime() - REVIEW_PUBLICATION_DAYS * DAY_MS));
  return {
    pending: rows.map((r) => ({
      bookingId: r.bookingId,
      side: r.renterId === userId ? 'renter' : 'owner',
      listing: { id: r.listingId, title: r.listingTitle },
      otherFirstname: r.otherFirstname,
      startDate: r.startDate,
      endDate: r.endDate,
      deadline: reviewDeadline(r.completedAt!).toISOString(),
    })),
  };
}
