/**
 * Listing limits and the exact validation messages of spec §5 and decisions.md "Listing rules".
 * The API answers with these strings and the web app translates them by their English text.
 */
export const LISTING_MESSAGES = {
  /** Spelled exactly as in the spec ("minium"). */
  minBookingDaysInteger: 'The minium booking duration should be an integer',
  minBookingDaysMin: 'The minimum booking duration should be above 1 day',
  discountInteger: 'The discount rate must be an integer',
  discountRange: 'The discount rate must be between 0 and 90.',
  fileTooLarge: 'File is too large.',
  fileType: 'The file must be a JPEG, PNG, WebP or AVIF image.',
  tooManyPhotos: 'A listing can have at most 12 photos.',
  unfinishedBookings: 'Cannot delete : you have unfinished bookings.',
  incomplete: 'The listing is not complete yet.',
} as const;

export const LISTING_LIMITS = {
  /** Bytes per uploaded photo (15 MB). */
  maxPhotoBytes: 15 * 1024 * 1024,
  maxPhotos: 12,
  /** Longest side of a stored photo, in pixels. */
  maxPhotoSide: 2560,
  maxDiscountPct: 90,
  maxAccessories: 20,
  maxBlockedPeriods: 200,
} as const;

/** What the photo picker offers; the server checks magic bytes, never the name or the declared type. */
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
