/**
 * Instant booking: an owner who opts in lets a request be accepted the moment it is made, when
 * the renter meets the conditions the owner ticked. A renter who does not meet them can still
 * send an ordinary request (decisions.md "Booking times: instant booking and timers").
 */

/** What an owner may ask of a renter before a request is accepted at once; unset means not asked. */
export interface InstantConditions {
  /** The renter has confirmed a phone number. */
  phoneVerified?: boolean;
  /** The renter has at least one completed rental on Biclou. */
  completedRental?: boolean;
  /** The renter's average review score is at least this (1–5); a renter with no review does not meet it. */
  minReviewScore?: number;
}

/** The conditions' names, in the order `unmetInstantConditions` lists them. */
export const INSTANT_CONDITION_KEYS = ['phoneVerified', 'completedRental', 'minReviewScore'] as const;

/** The renter's record as the conditions read it. */
export interface RenterRecord {
  phoneVerified: boolean;
  completedRentals: number;
  /** Average of the reviews received as a renter, null with none. */
  reviewScore: number | null;
}

/** The conditions a renter does not meet, in a stable order; [] means the request is accepted at once. */
export function unmetInstantConditions(
  conditions: InstantConditions,
  renter: RenterRecord,
): (keyof InstantConditions)[] {
  const unmet: (keyof InstantConditions)[] = [];
  if (conditions.phoneVerified && !renter.phoneVerified) unmet.push('phoneVerified');
  if (conditions.completedRental && renter.completedRentals < 1) unmet.push('completedRental');
  if (
    conditions.minReviewScore !== undefined &&
    (renter.reviewScore === null || renter.reviewScore < conditions.minReviewScore)
  )
    unmet.push('minReviewScore');
  return unmet;
}
