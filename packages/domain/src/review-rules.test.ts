import { describe, expect, it } from 'vitest';
import {
  areReviewsPublished,
  averageRating,
  canSeeReview,
  checkReview,
  isValidRating,
  REVIEW_MESSAGES,
  reviewDeadline,
  reviewRefusal,
  reviewsPublishedAt,
} from './review-rules';

const at = (iso: string) => new Date(iso);
const completedAt = at('2026-07-12T22:00:00Z');

describe('ratings and text', () => {
  it.each([
    [1, true],
    [5, true],
    [3, true],
    [0, false],
    [6, false],
    [4.5, false],
    [Number.NaN, false],
    [-1, false],
  ])('isValidRating(%s) = %s', (r, ok) => {
    expect(isValidRating(r)).toBe(ok);
  });

  it('checks the form', () => {
    expect(checkReview({ rating: 4, text: 'Great bike' })).toEqual({});
    expect(checkReview({ rating: 6, text: '   ' })).toEqual({
      rating: REVIEW_MESSAGES.rating,
      text: REVIEW_MESSAGES.textRequired,
    });
    expect(checkReview({ rating: 5, text: 'x'.repeat(2001) })).toEqual({ text: REVIEW_MESSAGES.textTooLong });
  });
});

describe('writing window', () => {
  it.each([
    ['not completed', null, false, '2026-07-13T00:00:00Z', REVIEW_MESSAGES.notCompleted],
    ['right after completion', completedAt, false, '2026-07-13T00:00:00Z', null],
    ['1 ms before 14 days', completedAt, false, '2026-07-26T21:59:59.999Z', null],
    ['at 14 days', completedAt, false, '2026-07-26T22:00:00Z', REVIEW_MESSAGES.windowClosed],
    ['already written', completedAt, true, '2026-07-14T00:00:00Z', REVIEW_MESSAGES.alreadyWritten],
  ] as const)('%s', (_label, completed, alreadyWritten, now, expected) => {
    expect(reviewRefusal({ completedAt: completed, alreadyWritten, now: at(now) })).toBe(expected);
  });
});

describe('publication', () => {
  it('is 14 × 24 h after completion when a side is missing', () => {
    expect(reviewDeadline(completedAt).toISOString()).toBe('2026-07-26T22:00:00.000Z');
    const pair = { completedAt, renterWrittenAt: at('2026-07-14T10:00:00Z'), ownerWrittenAt: null };
    expect(reviewsPublishedAt(pair).toISOString()).toBe('2026-07-26T22:00:00.000Z');
    expect(areReviewsPublished(pair, at('2026-07-26T21:59:59Z'))).toBe(false);
    expect(areReviewsPublished(pair, at('2026-07-26T22:00:00Z'))).toBe(true);
  });

  it('is as soon as the second side writes', () => {
    const pair = {
      completedAt,
      renterWrittenAt: at('2026-07-14T10:00:00Z'),
      ownerWrittenAt: at('2026-07-17T08:00:00Z'),
    };
    expect(reviewsPublishedAt(pair).toISOString()).toBe('2026-07-17T08:00:00.000Z');
    expect(areReviewsPublished(pair, at('2026-07-17T07:59:59Z'))).toBe(false);
    expect(areReviewsPublished(pair, at('2026-07-17T08:00:00Z'))).toBe(true);
  });

  it('hides an unpublished review from everyone but its author', () => {
    expect(canSeeReview({ published: false, authorId: 'u1', viewerId: 'u1' })).toBe(true);
    expect(canSeeReview({ published: false, authorId: 'u1', viewerId: 'u2' })).toBe(false);
    expect(canSeeReview({ published: false, authorId: 'u1', viewerId: null })).toBe(false);
    expect(canSeeReview({ published: true, authorId: 'u1', viewerId: null })).toBe(true);
  });

  it.each([
    [[], null],
    [[5], 5],
    [[5, 4, 4], 4.3],
    [[5, 5, 4, 3], 4.3],
    [[4, 4, 5], 4.3],
    [[1, 2], 1.5],
    [[3, 3, 4], 3.3],
  ])('averageRating(%j) = %s', (ratings, average) => {
    expect(averageRating(ratings)).toEqual({ average, count: ratings.length });
  });
});
