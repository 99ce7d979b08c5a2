/**
 * Double-blind reviews (decisions.md "Reviews"): after completion the renter reviews the bike and
 * its owner, the owner reviews the renter. A side's review stays hidden from everyone but its
 * author until both have written theirs, or until 14 days after completion; then both appear and
 * the window to write closes.
 */
import { REVIEW_PUBLICATION_DAYS } from './content-constants';

export { REVIEW_PUBLICATION_DAYS };
/** A side that has not reviewed is reminded 10 days after completion, 4 days before the window closes. */
export const REVIEW_REMINDER_DAYS = 10;
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const MIN_RATING = 1;
export const MAX_RATING = 5;

const WINDOW_MS = REVIEW_PUBLICATION_DAYS * 86_400_000;

export type ReviewSide = 'renter' | 'owner';

export const REVIEW_MESSAGES = {
  rating: 'The rating must be a whole number from 1 to 5.',
  textRequired: 'Please write a few words.',
  textTooLong: 'A review may not be longer than 2000 characters.',
  notCompleted: 'You can review a rental once it is completed.',
  windowClosed: 'Reviews can be written only in the 14 days after the rental.',
  alreadyWritten: 'You have already reviewed this rental.',
} as const;

/** `isValidRating(4)` → true; 0, 6 and 4.5 → false. */
export function isValidRating(rating: number): boolean {
  return Number.isInteger(rating) && rating >= MIN_RATING && rating <= MAX_RATING;
}

/** The form's problems by field, `{}` when fine: `checkReview({ rating: 6, text: '' })` → { rating, text }. */
export function checkReview(review: { rating: number; text: string }): { rating?: string; text?: string } {
  const out: { rating?: string; text?: string } = {};
  if (!isValidRating(review.rating)) out.rating = REVIEW_MESSAGES.rating;
  const text = review.text.trim();
  if (text.length === 0) out.text = REVIEW_MESSAGES.textRequired;
  else if (text.length > REVIEW_TEXT_MAX_LENGTH) out.text = REVIEW_MESSAGES.textTooLong;
  return out;
}

/** When reviews appear at the latest: completed 2026-07-12T22:00Z → 2026-07-26T22:00Z (14 × 24 h). */
export function reviewDeadline(completedAt: Date): Date {
  return new Date(completedAt.getTime() + WINDOW_MS);
}

/**
 * Whether a side that has not reviewed is reminded at `now`: from completion + 10 days while the
 * window is open. Completed 2026-07-01T00:00Z → from 07-11T00:00Z, until before 07-15T00:00Z.
 */
export function isReviewReminderDue(completedAt: Date, now: Date): boolean {
  return (
    completedAt.getTime() + REVIEW_REMINDER_DAYS * 86_400_000 <= now.getTime() &&
    now.getTime() < reviewDeadline(completedAt).getTime()
  );
}

/**
 * The same rules as bounds on `completedAt`, for the jobs' SQL: a reminder is due when
 * `remindCompletedBy >= completedAt > windowOpenAfter`; reviews are published when
 * `completedAt <= windowOpenAfter` (property-tested against `isReviewReminderDue` and `reviewDeadline`).
 */
export function reviewBounds(now: Date): { remindCompletedBy: Date; windowOpenAfter: Date } {
  return {
    remindCompletedBy: new Date(now.getTime() - REVIEW_REMINDER_DAYS * 86_400_000),
    windowOpenAfter: new Date(now.getTime() - WINDOW_MS),
  };
}

/** Why a side may not write its review now, or null when it may. */
export function reviewRefusal(input: { completedAt: Date | null; alreadyWritten: boolean; now: Date }): string | null {
  if (!input.completedAt) return REVIEW_MESSAGES.notCompleted;
  if (input.alreadyWritten) return REVIEW_MESSAGES.alreadyWritten;
  if (input.now.getTime() >= reviewDeadline(input.completedAt).getTime()) return REVIEW_MESSAGES.windowClosed;
  return null;
}

interface ReviewPair {
  completedAt: Date;
  renterWrittenAt: Date | null;
  ownerWrittenAt: Date | null;
}

/**
 * When the booking's reviews become public: the second review's time when both are written
 * before the deadline, otherwise completion + 14 days. Renter on day 2, owner on day 5 → day 5.
 */
export function reviewsPublishedAt(pair: ReviewPair): Date {
  const deadline = reviewDeadline(pair.completedAt);
  if (!pair.renterWrittenAt || !pair.ownerWrittenAt) return deadline;
  const second = Math.max(pair.renterWrittenAt.getTime(), pair.ownerWrittenAt.getTime());
  return new Date(Math.min(second, deadline.getTime()));
}

/** Whether the booking's reviews are public at `now`. */
export function areReviewsPublished(pair: ReviewPair, now: Date): boolean {
  return now.getTime() >= reviewsPublishedAt(pair).getTime();
}

/** Who may read one review: anyone once published, before that only its author. */
export function canSeeReview(input: { published: boolean; authorId: string; viewerId: string | null }): boolean {
  return input.published || input.viewerId === input.authorId;
}

/** Average of published ratings to one decimal: [5, 4, 4] → { average: 4.3, count: 3 }; [] → { average: null, count: 0 }. */
export function averageRating(ratings: readonly number[]): { average: number | null; count: number } {
  if (ratings.length === 0) return { average: null, count: 0 };
  const sum = ratings.reduce((s, r) => s + r, 0);
  // Integer arithmetic in tenths, rounded half-up, so 4.25 shows 4.3 and never 4.2 from float noise.
  return { average: Math.floor((20 * sum + ratings.length) / (2 * ratings.length)) / 10, count: ratings.length };
}
