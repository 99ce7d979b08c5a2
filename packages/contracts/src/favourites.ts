import { z } from './zod';

/** `/favourites/:listingId`: a malformed id is a 422, an unknown one (or a bike never published) a 404. */
export const FavouriteParamsSchema = z.object({ listingId: z.uuid() });

/**
 * A kept bike on the member's favourites page. `available` is false once the bike left the
 * marketplace for now (paused, suspended, its owner gone): it stays on the page, marked, until the
 * member removes it; a deleted listing takes its favourites with it (decisions "Favourites").
 */
export const FavouriteSchema = z.object({
  listingId: z.uuid(),
  title: z.string(),
  coverKey: z.string().nullable(),
  city: z.string().nullable(),
  pricePerDayCents: z.number().int().nullable(),
  currency: z.string(),
  available: z.boolean(),
  /** When the member kept it: the page's order and its cursor. */
  createdAt: z.string(),
});
export type Favourite = z.infer<typeof FavouriteSchema>;

/** GET /favourites: mine, newest first, `before` the previous page's `nextCursor`. */
export const FavouriteListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(24),
  before: z
    .string()
    .max(100)
    .regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z_[0-9a-f-]{36}$/, 'Invalid cursor.')
    .optional(),
});

export const FavouriteListResponseSchema = z.object({
  favourites: z.array(FavouriteSchema),
  /** Give it as `before` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type FavouriteListResponse = z.infer<typeof FavouriteListResponseSchema>;

/** GET /favourites/ids: every bike I keep, for the hearts of pages the cache serves to everyone alike. */
export const FavouriteIdsResponseSchema = z.object({ listingIds: z.array(z.uuid()) });
export type FavouriteIdsResponse = z.infer<typeof FavouriteIdsResponseSchema>;
