/**
 * The `relevance` order inside a search page (decisions.md "Places and search"). The page itself
 * is chosen nearest first by the index; this blend only reorders its cards, so paging keeps no
 * duplicates or gaps. A card's score is its distance shortened by a bonus (lower is better):
 *
 * - photos: 4 % per photo beyond the first, at most 16 % (5 photos or more);
 * - reviews: a Bayesian average of the published renters' ratings, as if every listing already
 *   had RATING_PRIOR_WEIGHT reviews at RATING_PRIOR_MEAN, mapped linearly from 0 % (3★ or less)
 *   to 12 % (5★). A listing without reviews sits at the prior (4★ → 6 %): neutral, above any
 *   listing whose reviews pull it below 4★ and below those that pull it above. One 5★ review
 *   gives 4.17 → 7 %, thirty at 4.8★ give 4.69 → 10.1 %;
 * - the sum is capped at 25 %, so a listing never passes one less than 3/4 as far away.
 */

const PHOTO_BONUS_PER_EXTRA_PHOTO = 0.04;
const PHOTO_BONUS_MAX = 0.16;
/** The rating an unreviewed listing is assumed to have, and how many reviews that guess weighs. */
const RATING_PRIOR_MEAN = 4;
const RATING_PRIOR_WEIGHT = 5;
/** Bayesian averages at or below this earn nothing; 5★ earns RATING_BONUS_MAX. */
const RATING_BONUS_FLOOR = 3;
const RATING_BONUS_MAX = 0.12;
/** The most the distance can be shortened, photos and reviews together. */
export const RELEVANCE_MAX_BONUS = 0.25;

export interface RelevanceInput {
  /** Distance from the search centre, in km (≥ 0). */
  distanceKm: number;
  photoCount: number;
  /** Published renters' reviews of the listing. */
  reviewCount: number;
  /** Their average, 1–5 (null or ignored when there are none). */
  averageRating: number | null;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** 5 photos → 0.16; 1 → 0; 0 → 0. */
export function photoBonus(photoCount: number): number {
  const extra = Math.max(0, Math.floor(photoCount) - 1);
  return Math.min(PHOTO_BONUS_MAX, PHOTO_BONUS_PER_EXTRA_PHOTO * extra);
}

/** The average pulled towards the prior: no reviews → 4; one 5★ → 4.17; 30 at 4.8★ → 4.69. */
export function bayesianRating(reviewCount: number, averageRating: number | null): number {
  const n = Math.max(0, Math.floor(reviewCount));
  if (n === 0 || averageRating === null || !Number.isFinite(averageRating)) return RATING_PRIOR_MEAN;
  const avg = clamp(averageRating, 1, 5);
  return (RATING_PRIOR_WEIGHT * RATING_PRIOR_MEAN + n * avg) / (RATING_PRIOR_WEIGHT + n);
}

/** 0 at 3★ or less, 0.06 without reviews, 0.12 at 5★. */
export function ratingBonus(reviewCount: number, averageRating: number | null): number {
  const rating = bayesianRating(reviewCount, averageRating);
  return RATING_BONUS_MAX * clamp((rating - RATING_BONUS_FLOOR) / (5 - RATING_BONUS_FLOOR), 0, 1);
}

/** The share of the distance taken off, 0–0.25. */
export function relevanceBonus(input: Omit<RelevanceInput, 'distanceKm'>): number {
  return Math.min(
    RELEVANCE_MAX_BONUS,
    photoBonus(input.photoCount) + ratingBonus(input.reviewCount, input.averageRating),
  );
}

/** The distance shortened by the bonus; lower ranks first. 2 km, 5 photos, no reviews → 2 × 0.78 = 1.56. */
export function relevanceScore(input: RelevanceInput): number {
  return Math.max(0, input.distanceKm) * (1 - relevanceBonus(input));
}

/** The items by score, lowest first; equal scores keep their order (the index's). A new array. */
export function rankByRelevance<T>(items: readonly T[], input: (item: T) => RelevanceInput): T[] {
  return items
    .map((item, i) => ({ item, i, s: relevanceScore(input(item)) }))
    .sort((a, b) => a.s - b.s || a.i - b.i)
    .map((x) => x.item);
}
