import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { perHandle } from '@biclou/db/prepared';
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

/** What GET /listings/:id/reviews and /members/:id/reviews read in their one query, besides the gate. */
interface ReviewListColumns {
  sum: number;
  count: number;
  page: PublicReview[];
}

/**
 * The published, not hidden reviews matching `filter` (on `r`, correlated to the outer row): their
 * totals and one page of them as JSON (`json_agg`), newest first, as PublicReview objects (the date
 * written by PostgreSQL as `toISOString()` writes it: UTC, milliseconds, `Z`).
 */
function reviewListColumns(filter: SQL) {
  const published = sql`r.published_at IS NOT NULL AND r.hidden_at IS NULL AND ${filter}`;
  return {
    sum: sql<number>`(SELECT coalesce(sum(r.rating), 0)::int FROM ${reviews} r WHERE ${published})`,
    count: sql<number>`(SELECT count(*)::int FROM ${reviews} r WHERE ${published})`,
    page: sql<
      PublicReview[]
    >`(SELECT coalesce(json_agg(json_build_object('id', x.id, 'side', x.side, 'rating', x.rating,
      'comment', x.comment, 'author', json_build_object('id', x.author_id, 'firstname', x.firstname),
      'listing', json_build_object('id', x.listing_id, 'title', x.title),
      'publishedAt', to_char(x.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      ORDER BY x.published_at DESC, x.created_at DESC, x.id), '[]'::json)
      FROM (SELECT r.id, r.side, r.rating, r.comment, r.published_at, r.created_at, a.id AS author_id, a.firstname,
          rl.id AS listing_id, trim(concat_ws(' ', rl.brand, rl.model)) AS title
        FROM ${reviews} r JOIN ${users} a ON a.id = r.author_id JOIN ${listings} rl ON rl.id = r.listing_id
        WHERE ${published}
        ORDER BY r.published_at DESC, r.created_at DESC, r.id
        LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')}) x)`,
  };
}

function reviewList(row: ReviewListColumns) {
  const count = Number(row.count);
  return { average: averageFromTotals(Number(row.sum), count), count, reviews: row.page };
}

const listingReviewsStatement = perHandle((db) =>
  db
    .select({
      ownerId: listings.ownerId,
      status: listings.status,
      ownerActive: sql<boolean>`(${users.deletedAt} IS NULL AND ${users.bannedAt} IS NULL)`,
      ...reviewListColumns(sql`r.listing_id = ${listings.id} AND r.side = 'renter'`),
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(eq(listings.id, sql.placeholder('id')))
    .prepare('listing_reviews'),
);

/**
 * GET /listings/:id/reviews in one query: the listing's owner, status and whether the owner is
 * active (the route's gate), with its renters' published reviews (totals and the page). Undefined
 * when there is no such listing.
 */
export async function listingReviewList(db: DbOrTx, listingId: string, page: { limit: number; offset: number }) {
  const [row] = await listingReviewsStatement(db).execute({ id: listingId, ...page });
  return row && { ownerId: row.ownerId, status: row.status, ownerActive: row.ownerActive, list: reviewList(row) };
}

const memberReviewsStatement = perHandle((db) =>
  db
    .select({ id: users.id, ...reviewListColumns(sql`r.subject_id = ${users.id}`) })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt), isNull(users.bannedAt)))
    .prepare('member_reviews'),
);

/**
 * GET /members/:id/reviews in one query: the reviews an active member received, on both sides
 * (totals and the page); undefined when the member is not public (findPublicMember's rule).
 */
export async function memberReviewList(db: DbOrTx, userId: string, page: { limit: number; offset: number }) {
  const [row] = await memberReviewsStatement(db).execute({ id: userId, ...page });
  return row && reviewList(row);
}
