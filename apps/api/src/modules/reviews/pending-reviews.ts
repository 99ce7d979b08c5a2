import { and, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { PendingReview } from '@biclou/contracts/reviews';
import { bookings, listings, reviews, users } from '@biclou/db/schema';
import { REVIEW_PUBLICATION_DAYS, reviewDeadline } from '@biclou/domain/review-rules';
import type { RequestContext } from '../../platform/http/request-context';

const DAY_MS = 86_400_000;

/** GET /me/reviews/pending: the viewer's completed rentals, on either side, still open for their review. */
export async function pendingReviews(ctx: RequestContext, userId: string): Promise<{ pending: PendingReview[] }> {
  const { db, clock } = ctx.deps;
  const now = clock.now();
  const otherId = sql`CASE WHEN ${bookings.renterId} = ${userId} THEN ${bookings.ownerId} ELSE ${bookings.renterId} END`;
  const rows = await db
    .select({
      bookingId: bookings.id,
      renterId: bookings.renterId,
      completedAt: bookings.completedAt,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      listingId: listings.id,
      listingTitle: sql<string>`trim(concat_ws(' ', ${listings.brand}, ${listings.model}))`,
      otherFirstname: users.firstname,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .innerJoin(users, sql`${users.id} = ${otherId}`)
    .where(
      and(
        or(eq(bookings.renterId, userId), eq(bookings.ownerId, userId)),
        isNotNull(bookings.completedAt),
        gt(bookings.completedAt, new Date(now.getTime() - REVIEW_PUBLICATION_DAYS * DAY_MS)),
        sql`NOT EXISTS (SELECT 1 FROM ${reviews} r WHERE r.booking_id = ${bookings.id} AND r.author_id = ${userId})`,
      ),
    )
    .orderBy(bookings.completedAt);
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
