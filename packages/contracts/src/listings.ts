import { z } from './zod';
import { CANCELATION_OPTION_KEYS } from '@biclou/domain/cancelation-options';
import { EBIKE_LIMITS, EBIKE_MESSAGES, MOTOR_TYPES, ebikeFactsProblems } from '@biclou/domain/ebike-facts';
import { LISTING_REQUIRED_ATTRIBUTES } from '@biclou/domain/listing-completeness';
import { LISTING_LIMITS, LISTING_MESSAGES } from '@biclou/domain/listing-rules';
import { LISTING_STATUSES } from '@biclou/domain/listing-status';
import { timePriceProblems } from '@biclou/domain/time-price-ladder';
import { normalizePostalCode, type PostalCountry } from '@biclou/domain/postal-code';
import { CountryCodeSchema } from './account';
import { ErrorCode } from './errors';
import { isoDate } from './dates';
import { unitCountSchema } from './listing-units';
import { PhotoSchema } from './media';
import { HostRecordSchema } from './members';
import { OpeningHoursViewSchema } from './opening-hours';

const ListingStatusSchema = z.enum(LISTING_STATUSES);
const CancelationOptionKeySchema = z.enum(CANCELATION_OPTION_KEYS, { message: 'Choose a cancellation option.' });
const ListingRequiredAttributeSchema = z.enum(LISTING_REQUIRED_ATTRIBUTES);
export const ListingParamsSchema = z.object({ listingId: z.uuid() });
export const ListingPhotoParamsSchema = z.object({ listingId: z.uuid(), photoId: z.uuid() });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const text = (max: number, required: string, tooLong: string) =>
  z.string({ message: required }).trim().min(1, required).max(max, tooLong);
/** '' and null clear the field; absent leaves it as it is. */
const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).nullable().optional();
const cents = (max: number, message: string) => z.number({ message }).int(message).min(0, message).max(max, message);

// ---- Wizard step 1 "Infos": POST /listings (creates the draft) and PUT /listings/:id/infos -----------
const wholeIn = (min: number, max: number, message: string) =>
  z.number({ message }).int(message).min(min, message).max(max, message).nullable().optional();
/** An e-bike's facts (domain/ebike-facts.ts); a value sent is always checked, whatever the bike. */
const ebikeFactFields = {
  motorType: z.enum(MOTOR_TYPES, { message: EBIKE_MESSAGES.motorType }).nullable().optional(),
  batteryWh: wholeIn(EBIKE_LIMITS.minBatteryWh, EBIKE_LIMITS.maxBatteryWh, EBIKE_MESSAGES.batteryWh),
  rangeMinKm: wholeIn(EBIKE_LIMITS.minRangeKm, EBIKE_LIMITS.maxRangeKm, EBIKE_MESSAGES.rangeKm),
  rangeMaxKm: wholeIn(EBIKE_LIMITS.minRangeKm, EBIKE_LIMITS.maxRangeKm, EBIKE_MESSAGES.rangeKm),
};
export const ListingInfosRequestSchema = z
  .object({
    categoryId: z.uuid({ message: 'Choose a category.' }),
    subCategoryId: z.uuid({ message: 'Choose a sub-category.' }).nullable().optional(),
    isElec: z.boolean().default(false),
    brand: text(60, 'The brand is required.', 'The brand may not be longer than 60 characters.'),
    model: text(80, 'The model is required.', 'The model may not be longer than 80 characters.'),
    sizeCode: z.string({ message: 'Choose a size.' }).min(1, 'Choose a size.').max(16, 'Choose a size.'),
    ...ebikeFactFields,
  })
  // An e-bike needs all four facts, its range in order. A plain bike's facts are dropped by the API
  // (decisions.md "E-bike facts"). A value refused by its own rule above gets no second message.
  .superRefine((input, ctx) => {
    const problems = ebikeFactsProblems(input);
    for (const [field, message] of Object.entries(problems)) {
      const value = input[field as keyof typeof problems];
      if (value == null || message === EBIKE_MESSAGES.rangeOrder)
        ctx.addIssue({ code: 'custom', message, path: [field] });
    }
  });
/** @alias The body of POST /listings: the step's fields, named after its endpoint, and how many identical bikes (1 when absent). */
export const CreateListingRequestSchema = ListingInfosRequestSchema.safeExtend({ units: unitCountSchema.default(1) });
/** @alias The body of PUT /listings/:id/infos: the same fields. */
export const UpdateListingInfosRequestSchema = ListingInfosRequestSchema;

// ---- Step 2 "Details" ------------------------------------------------------------------------------
const AccessoryInputSchema = z.object({
  name: text(80, 'The accessory needs a name.', 'The accessory name may not be longer than 80 characters.'),
  /** 0 = included for free. */
  pricePerDayCents: cents(100_000, 'The accessory price must be a whole number of cents between 0 and 1000 €.'),
});
export const UpdateListingDetailsRequestSchema = z.object({
  descriptionFr: optionalText(5000, 'The description may not be longer than 5000 characters.'),
  descriptionEn: optionalText(5000, 'The description may not be longer than 5000 characters.'),
  accessories: z
    .array(AccessoryInputSchema)
    .max(LISTING_LIMITS.maxAccessories, `A listing can have at most ${LISTING_LIMITS.maxAccessories} accessories.`)
    .default([]),
  buyingDate: isoDate().nullable().optional(),
  marking: optionalText(60, 'The marking may not be longer than 60 characters.'),
  newValueCents: cents(10_000_000, 'The new value must be a whole number of cents.').nullable().optional(),
});

// ---- Step 3 "Address": the exact point after the owner moved the pin --------------------------------
const addressFields = {
  address: text(255, 'The address is required.', 'The address may not be longer than 255 characters.'),
  postalCode: text(16, 'The postal code is required.', 'The postal code may not be longer than 16 characters.'),
  city: text(100, 'The city is required.', 'The city may not be longer than 100 characters.'),
  country: CountryCodeSchema,
};

/** The postal code checked against the country and written its way ("1234" in Luxembourg is "L-1234"). */
function postalCodeOfCountry<T extends { postalCode: string; country: PostalCountry }>(
  input: T,
  ctx: z.RefinementCtx,
): T {
  const check = normalizePostalCode(input.country, input.postalCode);
  if (check.ok) return { ...input, postalCode: check.postalCode };
  ctx.addIssue({ code: 'custom', message: check.message, path: ['postalCode'] });
  return input;
}

export const UpdateListingAddressRequestSchema = z
  .object({
    ...addressFields,
    lat: z
      .number({ message: 'Place the pin on the map.' })
      .min(-90, 'Place the pin on the map.')
      .max(90, 'Place the pin on the map.'),
    lng: z
      .number({ message: 'Place the pin on the map.' })
      .min(-180, 'Place the pin on the map.')
      .max(180, 'Place the pin on the map.'),
  })
  .transform(postalCodeOfCountry);

/** POST /listings/:id/address/locate: the typed address, for the point the pin moves to. */
export const LocateAddressRequestSchema = z.object(addressFields).transform(postalCodeOfCountry);
export const LocateAddressResponseSchema = z.object({
  /** Where the pin goes: the street's point, else the city's centre, else null (nothing known). */
  point: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** `street` from the configured geocoder; `city` from the offline city data (no geocoder, or it failed). */
  precision: z.enum(['street', 'city']).nullable(),
});
export type LocateAddressResponse = z.infer<typeof LocateAddressResponseSchema>;

// ---- Step 4 "Price" (also the dashboard's tarifs, discounts and cancellation option) -----------------
const timePrice = (message: string) =>
  z.number({ message }).int(message).min(100, message).max(100_000, message).nullable().optional();
const discount = z
  .number({ message: LISTING_MESSAGES.discountInteger })
  .int(LISTING_MESSAGES.discountInteger)
  .min(0, LISTING_MESSAGES.discountRange)
  .max(LISTING_LIMITS.maxDiscountPct, LISTING_MESSAGES.discountRange);
export const UpdateListingPriceRequestSchema = z
  .object({
    pricePerDayCents: z
      .number({ message: 'The price per day must be a whole number of cents.' })
      .int('The price per day must be a whole number of cents.')
      .min(100, 'The price per day must be at least 1 €.')
      .max(100_000, 'The price per day may not be more than 1000 €.'),
    depositCents: cents(1_000_000, 'The deposit must be a whole number of cents between 0 and 10000 €.').default(0),
    minBookingDays: z
      .number({ message: LISTING_MESSAGES.minBookingDaysInteger })
      .int(LISTING_MESSAGES.minBookingDaysInteger)
      .min(1, LISTING_MESSAGES.minBookingDaysMin)
      .max(365, 'The minimum booking duration may not be more than 365 days.')
      .default(1),
    noticeDays: z
      .number({ message: 'The notice must be a whole number of days.' })
      .int('The notice must be a whole number of days.')
      .min(0, 'The notice must be a whole number of days.')
      .max(365, 'The notice may not be more than 365 days.')
      .default(0),
    discount7Days: discount.default(0),
    discount30Days: discount.default(0),
    cancelationOption: CancelationOptionKeySchema,
    /** Optional prices beside the daily one: null clears, absent leaves the stored price. */
    pricePerHalfDayCents: timePrice('The half-day price must be a whole number of cents between 1 and 1000 €.'),
    pricePerHourCents: timePrice('The hourly price must be a whole number of cents between 1 and 1000 €.'),
  })
  // The ladder among the prices sent; the API checks it again with the stored ones for a price left
  // out. A price already refused by its own rule is not compared, so it gets one message.
  .superRefine((input, ctx) => {
    const priced = (cents: number | null | undefined) =>
      cents != null && Number.isInteger(cents) && cents >= 100 && cents <= 100_000 ? cents : null;
    const problems = timePriceProblems({
      pricePerDayCents: priced(input.pricePerDayCents),
      pricePerHalfDayCents: priced(input.pricePerHalfDayCents),
      pricePerHourCents: priced(input.pricePerHourCents),
    });
    for (const [field, message] of Object.entries(problems)) ctx.addIssue({ code: 'custom', message, path: [field] });
  });

// ---- Instant booking: PUT /listings/:id/instant-booking ---------------------------------------------
const REVIEW_SCORE_MESSAGE = 'The review score must be between 1 and 5, in steps of 0.5.';
export const UpdateInstantBookingRequestSchema = z.object({
  instantBooking: z.boolean(),
  /** What the renter must meet; a condition left out or false is not asked. */
  instantConditions: z
    .object({
      phoneVerified: z.boolean().optional(),
      completedRental: z.boolean().optional(),
      minReviewScore: z
        .number({ message: REVIEW_SCORE_MESSAGE })
        .min(1, REVIEW_SCORE_MESSAGE)
        .max(5, REVIEW_SCORE_MESSAGE)
        .refine((v) => Number.isInteger(v * 2), REVIEW_SCORE_MESSAGE)
        .nullable()
        .optional(),
    })
    .default({}),
});

// ---- Photos ------------------------------------------------------------------------------------------
/** POST /listings/:id/photos is multipart with one `file` field; it answers this. */
export const PhotoResponseSchema = z.object({ photo: PhotoSchema });
/** PUT /listings/:id/photos — every photo id in the new order, and optionally the cover. */
export const ReorderPhotosRequestSchema = z.object({
  order: z.array(z.uuid()).max(LISTING_LIMITS.maxPhotos),
  coverId: z.uuid().optional(),
});
export const PhotosResponseSchema = z.object({ photos: z.array(PhotoSchema) });

// ---- Availability --------------------------------------------------------------------------------------
const DatePeriodSchema = z
  .object({ start: isoDate(), end: isoDate() })
  // Only compares two valid dates: a malformed one already has its own message.
  .refine((p) => !ISO_DATE.test(p.start) || !ISO_DATE.test(p.end) || p.end >= p.start, {
    message: 'The end date must be on or after the start date.',
    path: ['end'],
  });
/** PUT replaces the whole set; periods are inclusive and merged when they overlap. */
export const AvailabilityRequestSchema = z.object({
  blocked: z.array(DatePeriodSchema).max(LISTING_LIMITS.maxBlockedPeriods),
});
export const AvailabilityResponseSchema = z.object({
  blocked: z.array(z.object({ start: z.string(), end: z.string() })),
});
/**
 * GET: the owner's blocked periods, and the dates its bikes are all taken from today on (dates only,
 * no booker): `booked` the dates taken whole, `partlyBooked` those that still have free hours
 * (bookable as a first or last day, at the times the day's pickers offer). `units`: how many bikes
 * are in service; with several, a date is booked only once every one of them is.
 */
export const ListingAvailabilityResponseSchema = AvailabilityResponseSchema.extend({
  booked: z.array(z.object({ start: z.string(), end: z.string() })),
  partlyBooked: z.array(z.string()),
  units: z.number().int(),
});
export type ListingAvailabilityResponse = z.infer<typeof ListingAvailabilityResponseSchema>;

// ---- What the API answers -------------------------------------------------------------------------------
export const CategoryRefSchema = z.object({ id: z.uuid(), slug: z.string(), nameEn: z.string(), nameFr: z.string() });
export const SizeRefSchema = z.object({
  code: z.string(),
  kind: z.enum(['frame', 'wheel']),
  labelEn: z.string(),
  labelFr: z.string(),
});
const AccessorySchema = z.object({ id: z.uuid(), name: z.string(), pricePerDayCents: z.number().int() });
const ApproxLocationSchema = z.object({ lat: z.number(), lng: z.number(), radiusM: z.number() });
export const PublicPhotoSchema = PhotoSchema.omit({ position: true });

/** An e-bike's facts, null on a plain bike (and on an e-bike whose owner has not given them yet). */
const EbikeFactsShape = {
  motorType: z.enum(MOTOR_TYPES).nullable(),
  batteryWh: z.number().int().nullable(),
  rangeMinKm: z.number().int().nullable(),
  rangeMaxKm: z.number().int().nullable(),
};

/** The rental terms both the owner's and the public view carry (public once the listing is live). */
const RentalTermsShape = {
  currency: z.string(),
  depositCents: z.number().int(),
  minBookingDays: z.number().int(),
  noticeDays: z.number().int(),
  discount7Days: z.number().int(),
  discount30Days: z.number().int(),
  cancelationOption: CancelationOptionKeySchema,
  /** Optional prices beside the daily one (null: not offered). */
  pricePerHalfDayCents: z.number().int().nullable(),
  pricePerHourCents: z.number().int().nullable(),
  /** The hours the listing follows: its own, else its owner's default, else the marketplace's (on the listing's clock). */
  openingHours: OpeningHoursViewSchema,
  /** Requests are accepted at once when the renter meets `instantConditions`. */
  instantBooking: z.boolean(),
  instantConditions: z.object({
    phoneVerified: z.boolean().optional(),
    completedRental: z.boolean().optional(),
    minReviewScore: z.number().optional(),
  }),
};

/** The owner's view: everything, including the exact address and point. Never sent to anyone else. */
export const OwnerListingSchema = z.object({
  view: z.literal('owner'),
  id: z.uuid(),
  status: ListingStatusSchema,
  /** Why an admin suspended it, shown to the owner. */
  suspendedReason: z.string().nullable(),
  title: z.string(),
  category: CategoryRefSchema.nullable(),
  subCategory: CategoryRefSchema.nullable(),
  isElec: z.boolean(),
  ...EbikeFactsShape,
  /** An e-bike without all its facts (listed before they were asked): a hint, never a block. */
  ebikeFactsMissing: z.boolean(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  size: SizeRefSchema.nullable(),
  descriptionFr: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  accessories: z.array(AccessorySchema),
  buyingDate: z.string().nullable(),
  marking: z.string().nullable(),
  newValueCents: z.number().int().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: CountryCodeSchema.nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  approxLocation: ApproxLocationSchema.nullable(),
  pricePerDayCents: z.number().int().nullable(),
  ...RentalTermsShape,
  /** The listing has no hours of its own: `openingHours` is the owner's default (or the marketplace's). */
  hoursFollowDefault: z.boolean(),
  photos: z.array(PhotoSchema),
  /** What still keeps it from going live (empty when complete). */
  missing: z.array(ListingRequiredAttributeSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type OwnerListing = z.infer<typeof OwnerListingSchema>;

/** What anyone may see of a live listing: the city and a point moved by about 500 m, never the address. */
export const PublicListingSchema = z.object({
  view: z.literal('public'),
  id: z.uuid(),
  title: z.string(),
  brand: z.string(),
  model: z.string(),
  category: CategoryRefSchema.omit({ id: true }),
  subCategory: CategoryRefSchema.omit({ id: true }).nullable(),
  size: SizeRefSchema,
  isElec: z.boolean(),
  ...EbikeFactsShape,
  descriptionFr: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  accessories: z.array(AccessorySchema),
  pricePerDayCents: z.number().int(),
  ...RentalTermsShape,
  /** Cover first. */
  photos: z.array(PublicPhotoSchema),
  city: z.string(),
  country: CountryCodeSchema,
  approxLocation: ApproxLocationSchema,
  owner: z.object({
    id: z.uuid(),
    firstname: z.string(),
    isPro: z.boolean(),
    memberSince: z.string(),
    hostRecord: HostRecordSchema,
  }),
});
export type PublicListing = z.infer<typeof PublicListingSchema>;

/** POST/PUT answers (always the owner's view). */
export const OwnerListingResponseSchema = z.object({ listing: OwnerListingSchema });
/** GET /listings/:id — the owner's view for its owner, the public view for everyone else (switch on `view`). */
export const ListingResponseSchema = z.object({
  listing: z.discriminatedUnion('view', [OwnerListingSchema, PublicListingSchema]),
});
export type ListingResponse = z.infer<typeof ListingResponseSchema>;

/** GET /me/listings — the dashboard list, newest change first. */
export const MyListingSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: ListingStatusSchema,
  coverKey: z.string().nullable(),
  pricePerDayCents: z.number().int().nullable(),
  currency: z.string(),
  city: z.string().nullable(),
  missing: z.array(ListingRequiredAttributeSchema),
  /** An e-bike without all its facts: the dashboard asks the owner to add them (not a block). */
  ebikeFactsMissing: z.boolean(),
  updatedAt: z.string(),
  /** How many members keep it in their favourites; never who (decisions "Favourites"). */
  favouriteCount: z.number().int(),
});
export const MyListingsResponseSchema = z.object({ listings: z.array(MyListingSummarySchema) });

/** GET /members/:userId/listings — that member's live listings. */
export const PublicListingSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  coverKey: z.string().nullable(),
  pricePerDayCents: z.number().int(),
  currency: z.string(),
  city: z.string(),
  country: CountryCodeSchema,
  isElec: z.boolean(),
  category: CategoryRefSchema.omit({ id: true }),
});
export type PublicListingSummary = z.infer<typeof PublicListingSummarySchema>;
export const MemberListingsResponseSchema = z.object({ listings: z.array(PublicListingSummarySchema) });

/** The 422 a publish (or reactivate) of an incomplete listing answers: `error.fields.missing` lists the attributes. */
export const LISTING_INCOMPLETE_CODE = ErrorCode.listingIncomplete;
