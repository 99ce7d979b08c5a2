import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { listings, reviews, users } from '@biclou/db/schema';
import type { PublicReview } from '@biclou/contracts/reviews';

export type ReviewRow = typeof reviews.$inferSelect;

export function reviewsOfBooking(tx: DbOrTx, bookingId: string): Promise<ReviewRow[]> {
  return tx.select().from(reviews).where(eq(reviews.bookingId, bookingId));
}

/**
 * Average to one decimal from SQL totals, the same integer rounding as the domain's averageRating
 * (half up, in tenths): sum 13 over 3 → 4.3. Null without reviews.
 */
export function averageFromTotals(sum: number, count: number): number | null {
  if (count === 0) return null;
  return Math.floor((20 * sum + count) / (2 * count)) / 10;
}

const title = sql<string>`trim(concat_ws(' ', ${listings.brand}, ${listings.model}))`;

/**
 * Published, not hidden (moderation) reviews only (the filter is here, in the one query every public list goes through),
 * newest first, with the author's first name and the bike, plus the totals of all of them.
 */
export async function publishedReviews(
  tx: DbOrTx,
  where: { listingId: string } | { subjectId: string },
  page: { limit: number; offset: number },
) {
  const filter = and(
    isNotNull(reviews.publishedAt),
    isNull(reviews.hiddenAt),
    'listingId' in where
      ? and(eq(reviews.listingId, where.listingId), eq(reviews.side, 'renter'))
      : eq(reviews.subjectId, where.subjectId),
  );
  const [totals] = await tx
    .select({ sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(filter);
  const rows = await tx
    .select({
      id: reviews.id,
      side: reviews.side,
      rating: reviews.rating,
      comment: reviews.comment,
      publishedAt: reviews.publishedAt,
      authorId: users.id,
      authorFirstname: users.firstname,
      listingId: listings.id,
      listingTitle: title,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .where(filter)
    .orderBy(desc(reviews.publishedAt), desc(reviews.createdAt), reviews.id)
    .limit(page.limit)
    .offset(page.offset);
  const count = Number(totals?.count ?? 0);
  return {
    average: averageFromTotals(Number(totals?.sum ?? 0), count),
    count,
    reviews: rows.map((r): PublicReview => ({
      id: r.id,
      side: r.side,
      rating: r.rating,
      comment: r.comment,
      author: { id: r.authorId, firstname: r.authorFirstname },
      listing: { id: r.listingId, title: r.listingTitle },
      publishedAt: r.publishedAt!.toISOString(),
    })),
  };
}

/** One published review as the public sees it (the other side's, on the booking page). */
export async function publishedReview(tx: DbOrTx, id: string): Promise<PublicReview | null> {
  const [r] = await tx
    .select({
      id: reviews.id,
      side: reviews.side,
      rating: reviews.rating,
      comment: reviews.comment,
      publishedAt: reviews.publishedAt,
      authorId: users.id,
      authorFirstname: users.firstname,
      listingId: listings.id,
      listingTitle: title,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .where(and(eq(reviews.id, id), isNotNull(reviews.publishedAt), isNull(reviews.hiddenAt)));
  if (!r) return null;
  return {
    id: r.id,
    side: r.side,
    rating: r.rating,
    comment: r.comment,
    author: { id: r.authorId, firstname: r.authorFirstname },
    listing: { id: r.listingId, title: r.listingTitle },
    publishedAt: r.publishedAt!.toISOString(),
  };
}
