/** Why a renter opens a dispute (the form's choices; the explanation carries the details). */
export const DISPUTE_REASONS = [
  'bike_not_as_described',
  'bike_damaged_or_unsafe',
  'owner_absent',
  'accessories_missing',
  'other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
