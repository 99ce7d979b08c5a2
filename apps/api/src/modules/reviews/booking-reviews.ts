import type { DbOrTx } from '@biclou/db/client';
import type { BookingReviewsResponse, CreateReviewRequest, OwnReview } from '@biclou/contracts/reviews';
import { reviewDeadline, reviewRefusal, type ReviewSide } from '@biclou/domain/review-rules';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { bookingOfParty, type BookingRow, lockBookingAs } from '../bookings';
import { publishedReview, reviewsOfBooking, type ReviewRow } from './review-repository';
import { insertReview, publishReview } from './review-write-repository';

const sideOf = (row: BookingRow, userId: string): ReviewSide => (row.renterId === userId ? 'renter' : 'owner');
const other = (side: ReviewSide): ReviewSide => (side === 'renter' ? 'owner' : 'renter');

const ownView = (r: ReviewRow): OwnReview => ({
  id: r.id,
  side: r.side,
  rating: r.rating,
  comment: r.comment,
  createdAt: r.createdAt.toISOString(),
  publishedAt: r.publishedAt?.toISOString() ?? null,
});

/**
 * GET /bookings/:id/review for its renter or owner (404 for anyone else, admins included: an
 * unpublished review reaches nobody but its author). The other side's review only once published.
 */
export async function bookingReviews(
  ctx: RequestContext,
  userId: string,
  bookingId: string,
): Promise<BookingReviewsResponse> {
  const { db, clock } = ctx.deps;
  const row = await bookingOfParty(db, bookingId, userId);
  return viewOf(db, row, userId, await reviewsOfBooking(db, row.id), clock.now());
}

async function viewOf(
  db: DbOrTx,
  row: BookingRow,
  userId: string,
  rows: ReviewRow[],
  now: Date,
): Promise<BookingReviewsResponse> {
  const side = sideOf(row, userId);
  const mine = rows.find((r) => r.side === side) ?? null;
  const theirs = rows.find((r) => r.side === other(side)) ?? null;
  const refusal = reviewRefusal({ completedAt: row.completedAt, alreadyWritten: Boolean(mine), now });
  return {
    side,
    canWrite: refusal === null,
    refusal,
    deadline: row.completedAt ? reviewDeadline(row.completedAt).toISOString() : null,
    mine: mine ? ownView(mine) : null,
    theirs: theirs?.publishedAt ? await publishedReview(db, theirs.id) : null,
    theirsWritten: Boolean(theirs),
  };
}

/**
 * POST /bookings/:id/review: the renter reviews the bike and its owner, the owner the renter, once,
 * after completion and within 14 days (reviewRefusal → 409 with its sentence). The booking row is
 * locked so two sides writing at once are ordered: the second write publishes both at its time.
 */
export async function createReview(
  ctx: RequestContext,
  userId: string,
  bookingId: string,
  body: CreateReviewRequest,
): Promise<BookingReviewsResponse> {
  const { db, clock } = ctx.deps;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await lockBookingAs(tx, bookingId, userId, 'either');
    const side = sideOf(row, userId);
    const existing = await reviewsOfBooking(tx, row.id);
    const refusal = reviewRefusal({
      completedAt: row.completedAt,
      alreadyWritten: existing.some((r) => r.side === side),
      now,
    });
    if (refusal) throw AppError.conflict(refusal);
    const theirs = existing.find((r) => r.side === other(side));
    // Both written within the window: both are published now (decisions "Reviews").
    const publishedAt = theirs ? now : null;
    await insertReview(tx, {
      bookingId: row.id,
      listingId: row.listingId,
      authorId: userId,
      side,
      subjectId: side === 'renter' ? row.ownerId : row.renterId,
      rating: body.rating,
      comment: body.comment.trim(),
      createdAt: now,
      publishedAt,
    });
    if (theirs && !theirs.publishedAt) {
      await publishReview(tx, theirs.id, now);
    }
    return viewOf(tx, row, userId, await reviewsOfBooking(tx, row.id), now);
  });
}
