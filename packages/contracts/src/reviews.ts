import { z } from './zod';
import { MAX_RATING, MIN_RATING, REVIEW_MESSAGES, REVIEW_TEXT_MAX_LENGTH } from '@biclou/domain/review-rules';

/**
 * Double-blind reviews (decisions "Reviews"). Lists only ever carry published reviews;
 * a review that is not published yet reaches nobody but its author (GET /bookings/:id/review).
 */
const ReviewSideSchema = z.enum(['renter', 'owner']);

// ---- Write: POST /bookings/:bookingId/review -----------------------------------------------------
export const CreateReviewRequestSchema = z.object({
  rating: z
    .number({ message: REVIEW_MESSAGES.rating })
    .int({ message: REVIEW_MESSAGES.rating })
    .min(MIN_RATING, { message: REVIEW_MESSAGES.rating })
    .max(MAX_RATING, { message: REVIEW_MESSAGES.rating }),
  comment: z
    .string({ message: REVIEW_MESSAGES.textRequired })
    .trim()
    .min(1, { message: REVIEW_MESSAGES.textRequired })
    .max(REVIEW_TEXT_MAX_LENGTH, { message: REVIEW_MESSAGES.textTooLong }),
});
export type CreateReviewRequest = z.input<typeof CreateReviewRequestSchema>;

/** A published review as anyone may read it: the author's first name only. */
export const PublicReviewSchema = z.object({
  id: z.uuid(),
  side: ReviewSideSchema,
  rating: z.number().int(),
  comment: z.string(),
  author: z.object({ id: z.uuid(), firstname: z.string() }),
  /** The bike reviewed (renter's reviews): for the member page's links. */
  listing: z.object({ id: z.uuid(), title: z.string() }),
  publishedAt: z.string(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

export const ReviewListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

/** GET /listings/:id/reviews and /members/:id/reviews: published reviews, newest first, with the average of all of them. */
export const ReviewListResponseSchema = z.object({
  /** To one decimal (averageRating), null without reviews. */
  average: z.number().nullable(),
  count: z.number().int(),
  reviews: z.array(PublicReviewSchema),
});
export type ReviewListResponse = z.infer<typeof ReviewListResponseSchema>;

/** The author's own review: with its publication state. */
export const OwnReviewSchema = z.object({
  id: z.uuid(),
  side: ReviewSideSchema,
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type OwnReview = z.infer<typeof OwnReviewSchema>;

/** GET /bookings/:bookingId/review: what the viewer (renter or owner) may do and see about this booking's reviews. */
export const BookingReviewsResponseSchema = z.object({
  side: ReviewSideSchema,
  /** Whether the viewer may write now; otherwise `refusal` says why (REVIEW_MESSAGES). */
  canWrite: z.boolean(),
  refusal: z.string().nullable(),
  /** When the reviews appear at the latest (completion + 14 days); null before completion. */
  deadline: z.string().nullable(),
  mine: OwnReviewSchema.nullable(),
  /** The other side's review: only once published, null otherwise (even when written). */
  theirs: PublicReviewSchema.nullable(),
  /** Whether the other side has written theirs yet (never what it says before publication). */
  theirsWritten: z.boolean(),
});
export type BookingReviewsResponse = z.infer<typeof BookingReviewsResponseSchema>;

/** GET /me/reviews/pending: completed rentals the viewer can still review. */
export const PendingReviewSchema = z.object({
  bookingId: z.uuid(),
  side: ReviewSideSchema,
  listing: z.object({ id: z.uuid(), title: z.string() }),
  /** The other party's first name. */
  otherFirstname: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  deadline: z.string(),
});
export const PendingReviewsResponseSchema = z.object({ pending: z.array(PendingReviewSchema) });
export type PendingReview = z.infer<typeof PendingReviewSchema>;
