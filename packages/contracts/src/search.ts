import { z } from './zod';
import { EBIKE_LIMITS } from '@biclou/domain/ebike-facts';
import { CountryCodeSchema } from './account';
import { CategoryRefSchema, PublicPhotoSchema, SizeRefSchema } from './listings';
import { clockTime, isoDate } from './dates';
import { PlaceBoundsSchema, PlaceSummarySchema } from './places';
import { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, SEARCH_SORTS } from './search-params';

/**
 * GET /search — every parameter optional; the query string is the whole state of the search page,
 * so a URL can be shared. `bounds` wins over `place`.
 */
export { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE } from './search-params';
export { SEARCH_QUERY_PARAMS } from './search-query-params';

export const SearchSortSchema = z.enum(SEARCH_SORTS, { message: 'Choose relevance, distance or price.' });
export type SearchSort = z.infer<typeof SearchSortSchema>;
const SEARCH_MAX_PRICE = 1000;

const date = isoDate('Enter a valid date (YYYY-MM-DD).');
const slug = (message: string) =>
  z
    .string()
    .trim()
    .max(120, message)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, message);
const price = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .refine((n) => n <= SEARCH_MAX_PRICE, message);

const BOUNDS_MESSAGE = 'The map area must be south,west,north,east in degrees.';
const SearchBoundsParamSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const parts = value.split(',').map((p) => p.trim());
    const nums = parts.map((p) => (/^-?\d+(\.\d+)?$/.test(p) ? Number(p) : NaN));
    const [south, west, north, east] = nums;
    if (
      nums.length !== 4 ||
      nums.some((n) => !Number.isFinite(n)) ||
      south! < -90 ||
      north! > 90 ||
      south! > north! ||
      west! < -180 ||
      east! > 180 ||
      west! > east!
    ) {
      ctx.addIssue({ code: 'custom', message: BOUNDS_MESSAGE });
      return z.NEVER;
    }
    return { south: south!, west: west!, north: north!, east: east! };
  });

/**
 * The sentences of a search by the hour (the web translates them through its `server` section).
 * `from` and `to` are "HH:MM" on each listing's clock, from the pickup on `start` to the return on
 * `end` (the same day when `end` is left out).
 */
export const SEARCH_TIME_MESSAGES = {
  badFrom: 'Enter a valid start time, such as 14:00.',
  badTo: 'Enter a valid end time, such as 18:00.',
  noFrom: 'Choose a start time.',
  noTo: 'Choose an end time.',
  noDate: 'Choose a day to search by the hour.',
  toNotAfterFrom: 'The end time must be after the start time.',
  fromPassed: 'The start time has already passed.',
} as const;

const MIN_RANGE_MESSAGE = `The minimum range must be a whole number of km between 1 and ${EBIKE_LIMITS.maxRangeKm}.`;
const SEARCH_LIMIT_MESSAGE = `The limit must be a whole number between 1 and ${SEARCH_PAGE_SIZE}.`;

export const SearchQuerySchema = z
  .object({
    place: slug('Choose a place from the list.').optional(),
    bounds: SearchBoundsParamSchema.optional(),
    start: date.optional(),
    end: date.optional(),
    /** With `start`: available from this time ("HH:MM", on the listing's clock) on the start day… */
    from: clockTime(SEARCH_TIME_MESSAGES.badFrom).optional(),
    /** …to this time on the end day (`end`, or `start` when there is no end). */
    to: clockTime(SEARCH_TIME_MESSAGES.badTo).optional(),
    category: slug('Choose a category.').optional(),
    subcategory: slug('Choose a sub-category.').optional(),
    ebike: z
      .enum(['true', 'false'], { message: 'The e-bike filter must be true or false.' })
      .transform((v) => v === 'true')
      .optional(),
    /** `true`: only listings booked at once, without the owner's answer (instant booking). */
    instant: z
      .enum(['true'], { message: 'The instant booking filter can only be true.' })
      .transform(() => true as const)
      .optional(),
    size: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,16}$/, 'Choose a size.')
      .optional(),
    /**
     * Only e-bikes whose range per charge reaches this many km (the top of the owner's range, the
     * figure the card shows last): e-bikes without their facts yet are left out.
     */
    min_range: z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, MIN_RANGE_MESSAGE)
      .transform(Number)
      .refine((n) => n >= 1 && n <= EBIKE_LIMITS.maxRangeKm, MIN_RANGE_MESSAGE)
      .optional(),
    min_price: price(`The minimum price must be a whole number between 0 and ${SEARCH_MAX_PRICE}.`).optional(),
    max_price: price(`The maximum price must be a whole number between 0 and ${SEARCH_MAX_PRICE}.`).optional(),
    owner: z.enum(['private', 'pro'], { message: 'Choose private or pro.' }).optional(),
    sort: SearchSortSchema.default('relevance'),
    page: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, `The page must be a whole number between 1 and ${SEARCH_MAX_PAGE}.`)
      .transform(Number)
      .refine(
        (n) => n >= 1 && n <= SEARCH_MAX_PAGE,
        `The page must be a whole number between 1 and ${SEARCH_MAX_PAGE}.`,
      )
      .default(1),
    /**
     * Results per page, 1 to SEARCH_PAGE_SIZE (the default): a page shows fewer cards (the landing's
     * featured bikes). Pages are counted in this size. Not part of the search page's URL state.
     * With `sort=relevance` and a centre, the page is the `limit` nearest matches reordered.
     */
    limit: z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, SEARCH_LIMIT_MESSAGE)
      .transform(Number)
      .refine((n) => n >= 1 && n <= SEARCH_PAGE_SIZE, SEARCH_LIMIT_MESSAGE)
      .default(SEARCH_PAGE_SIZE),
    /**
     * `false`: the matches are not counted (`total` is null, `totalCapped` false), for a caller that
     * shows a few results without a pager. Counting is the default.
     */
    count: z
      .enum(['true', 'false'], { message: 'The count flag must be true or false.' })
      .transform((v) => v === 'true')
      .default(true),
  })
  .refine((q) => !(q.start && q.end && q.end < q.start), {
    message: 'The end date must be on or after the start date.',
    path: ['end'],
  })
  // With times, `start` alone is one day (from 14:00 to 18:00 that day).
  .refine((q) => !(q.start && !q.end && !q.from && !q.to), { message: 'Choose an end date.', path: ['end'] })
  .refine((q) => !(q.end && !q.start), { message: 'Choose a start date.', path: ['start'] })
  .refine((q) => !((q.from || q.to) && !q.start), { message: SEARCH_TIME_MESSAGES.noDate, path: ['from'] })
  .refine((q) => !(q.start && q.to && !q.from), { message: SEARCH_TIME_MESSAGES.noFrom, path: ['from'] })
  .refine((q) => !(q.start && q.from && !q.to), { message: SEARCH_TIME_MESSAGES.noTo, path: ['to'] })
  .refine((q) => !(q.from && q.to && (!q.end || q.end === q.start) && q.to <= q.from), {
    message: SEARCH_TIME_MESSAGES.toNotAfterFrom,
    path: ['to'],
  })
  .refine((q) => !(q.min_price !== undefined && q.max_price !== undefined && q.max_price < q.min_price), {
    message: 'The maximum price must be at least the minimum price.',
    path: ['max_price'],
  });
export type SearchQuery = z.output<typeof SearchQuerySchema>;

/** One card of the results: the public point only (moved ~500 m), never the exact address or point. */
export const SearchResultSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  category: CategoryRefSchema.omit({ id: true }),
  subcategory: CategoryRefSchema.omit({ id: true }).nullable(),
  ebike: z.boolean(),
  /** An e-bike's range per charge in km (null: a plain bike, or an e-bike without its facts yet). */
  rangeKm: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  size: SizeRefSchema,
  pricePerDayCents: z.number().int(),
  currency: z.string(),
  /** Same shape as a photo of the public listing view (`/_img/{modifiers}/{key}`). */
  cover: PublicPhotoSchema.nullable(),
  city: z.string(),
  country: CountryCodeSchema,
  /** The approximate (offset) point. */
  lat: z.number(),
  lng: z.number(),
  isPro: z.boolean(),
  /** From the search centre (the place, or the middle of the map area); null without either. */
  distanceKm: z.number().nullable(),
  /**
   * With dates: what the renter pays for them (subtotal after the long-stay discount + service fee,
   * no accessories); with times, for those hours (days, half-days and hours at the listing's prices).
   */
  priceForDatesCents: z.number().int().nullable(),
  /** Booked at once, without waiting for the owner's answer. */
  instantBooking: z.boolean(),
  /** The price of an hour, when the owner rents by the hour. */
  pricePerHourCents: z.number().int().nullable(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponseSchema = z.object({
  results: z.array(SearchResultSchema),
  /**
   * Matching listings, counted up to SEARCH_MAX_PAGE × SEARCH_PAGE_SIZE (1,000): as far as pages go;
   * null when the request asked for no count (`count=false`).
   */
  total: z.number().int().nullable(),
  /** True when there are more than `total` (show "1,000+"). */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  place: PlaceSummarySchema.nullable(),
  bounds: PlaceBoundsSchema.nullable(),
  center: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/**
 * GET /search/categories — what the search's category filters offer: the categories and
 * sub-categories with at least one listing a search shows (live, located, its owner active).
 */
export const ListedCategoriesResponseSchema = z.object({
  /** By slug, as the search's `category` parameter names them. */
  categories: z.array(z.string()),
  /** By id: a sub-category's slug is unique only inside its category. */
  subCategoryIds: z.array(z.uuid()),
});
export type ListedCategoriesResponse = z.infer<typeof ListedCategoriesResponseSchema>;

export const SimilarListingsParamsSchema = z.object({ listingId: z.uuid() });
/**
 * GET /listings/:listingId/similar — for a listing that has been public, bikes a visitor may take
 * instead: search results (public points only) near its public point, of its category when there
 * are some, else of any category; never the listing itself.
 */
export const SimilarListingsResponseSchema = z.object({
  /** What the page may say of the listing: the town and category it was shown under, no more. */
  listing: z.object({
    city: z.string().nullable(),
    category: CategoryRefSchema.omit({ id: true }).nullable(),
  }),
  /** `category`: its category near it; `nearby`: none of its category near it, so any bike near it. */
  match: z.enum(['category', 'nearby']),
  results: z.array(SearchResultSchema),
  /** The search page's parameters that show these results and more (`bounds`, `category`). */
  search: z.object({ bounds: z.string().nullable(), category: z.string().nullable() }),
});
export type SimilarListingsResponse = z.infer<typeof SimilarListingsResponseSchema>;
