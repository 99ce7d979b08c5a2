import { z } from './zod';
import { CountryCodeSchema } from './account';

/**
 * Places: French communes, departments and regions; Swiss, Belgian and Luxembourg cities with their
 * cantons and provinces. Loaded into PostgreSQL from npm data (no network). Slugs are stable,
 * lower-case and accent-free (`lyon`, `rhone`, `auvergne-rhone-alpes`, `geneve`, `bruxelles`).
 */
const PLACE_KINDS = ['city', 'department', 'region', 'canton', 'province', 'country'] as const;
export const PlaceKindSchema = z.enum(PLACE_KINDS);
export type PlaceKind = z.infer<typeof PlaceKindSchema>;

export const PlaceSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Choose a place from the list.');

export const PlaceSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  kind: PlaceKindSchema,
  country: CountryCodeSchema,
  /** The department (FR commune), canton (CH, LU) or province (BE) a city belongs to; a department's region. */
  parentName: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  population: z.number().int(),
  /**
   * Live listings in the place: each listing belongs to the city (commune) its owner named when that
   * city is within ~15 km of its public point, else to the nearest city, and through it to that city's department/region (FR), canton (CH, LU) or province (BE).
   */
  listingCount: z.number().int(),
});
export type PlaceSummary = z.infer<typeof PlaceSummarySchema>;

export const PlaceBoundsSchema = z.object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() });
export type PlaceBounds = z.infer<typeof PlaceBoundsSchema>;

export const PlaceRefSchema = z.object({ slug: z.string(), name: z.string(), kind: PlaceKindSchema });
export type PlaceRef = z.infer<typeof PlaceRefSchema>;

export const PlaceDetailSchema = PlaceSummarySchema.extend({
  parent: PlaceRefSchema.nullable(),
  /** The box to show: its child cities' box for an area, a radius-based box for a city. */
  bounds: PlaceBoundsSchema,
});
export type PlaceDetail = z.infer<typeof PlaceDetailSchema>;

const limit = (max: number, dflt: number) =>
  z.coerce
    .number({ message: `The limit must be a whole number between 1 and ${max}.` })
    .int(`The limit must be a whole number between 1 and ${max}.`)
    .min(1, `The limit must be a whole number between 1 and ${max}.`)
    .max(max, `The limit must be a whole number between 1 and ${max}.`)
    .default(dflt);

/** GET /places/autocomplete?q=lyo&limit=8 — prefix and typo tolerant, accent-insensitive. */
export const PlaceAutocompleteQuerySchema = z.object({
  q: z
    .string({ message: 'Type a place name.' })
    .trim()
    .min(1, 'Type a place name.')
    .max(100, 'The place name may not be longer than 100 characters.'),
  limit: limit(20, 8),
});

export const PlacesResponseSchema = z.object({ places: z.array(PlaceSummarySchema) });
export type PlacesResponse = z.infer<typeof PlacesResponseSchema>;

/** GET /places/:slug — a malformed slug is simply an unknown place (404); only NUL or a lone surrogate is a 422, as in every field. */
export const PlaceParamsSchema = z.object({ slug: z.string().max(200) });
export const PlaceResponseSchema = z.object({ place: PlaceDetailSchema });

/** GET /places/:slug/nearby?limit=8 — nearby cities with live listings, nearest first. */
export const NearbyPlacesQuerySchema = z.object({ limit: limit(24, 8) });

/** GET /places/popular?kind=city&limit=12 — places with live listings, most listings first. */
const POPULAR_PLACE_KINDS = ['city', 'department', 'region'] as const;
export const PopularPlacesQuerySchema = z.object({
  kind: z.enum(POPULAR_PLACE_KINDS, { message: 'Choose city, department or region.' }).default('city'),
  limit: limit(48, 12),
});

/**
 * GET /places/popular-lists?limit=8 — the three popular lists at once (the landing: one call, not
 * three), each as GET /places/popular of its kind answers it.
 */
export const PopularListsQuerySchema = z.object({ limit: limit(48, 12) });
export const PopularListsResponseSchema = z.object({
  cities: z.array(PlaceSummarySchema),
  departments: z.array(PlaceSummarySchema),
  regions: z.array(PlaceSummarySchema),
});
export type PopularListsResponse = z.infer<typeof PopularListsResponseSchema>;
