import type { z } from 'zod';
import type {
  Favourite,
  FavouriteIdsResponse,
  FavouriteListQuerySchema,
  FavouriteListResponse,
} from '@biclou/contracts/favourites';
import type { RequestContext } from '../../platform/http/request-context';
import { favouriteIdsOf, listFavouritesOf, type FavouriteListRow } from './favourite-repository';

/** The page's cursor: the last row's time and listing (`2026-11-25T10:00:00.000Z_<uuid>`). */
const cursorOf = (f: Favourite) => `${f.createdAt}_${f.listingId}`;

function parseCursor(cursor: string | undefined): { at: Date; id: string } | undefined {
  if (!cursor) return undefined;
  const [at, id] = cursor.split('_');
  return { at: new Date(at!), id: id! };
}

function toFavourite(row: FavouriteListRow): Favourite {
  return {
    listingId: row.listingId,
    title: [row.brand, row.model].filter(Boolean).join(' '),
    coverKey: row.coverKey,
    city: row.city,
    pricePerDayCents: row.pricePerDayCents,
    currency: row.currency,
    available: row.available,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /favourites: the member's own, newest first, a page at a time. */
export async function listFavourites(
  ctx: RequestContext,
  userId: string,
  query: z.output<typeof FavouriteListQuerySchema>,
): Promise<FavouriteListResponse> {
  const rows = await listFavouritesOf(ctx.deps.db, userId, {
    limit: query.limit + 1,
    before: parseCursor(query.before),
  });
  const page = rows.slice(0, query.limit).map(toFavourite);
  return { favourites: page, nextCursor: rows.length > query.limit ? cursorOf(page[page.length - 1]!) : null };
}

/** GET /favourites/ids: every bike the member keeps, for the hearts. */
export async function listFavouriteIds(ctx: RequestContext, userId: string): Promise<FavouriteIdsResponse> {
  return { listingIds: await favouriteIdsOf(ctx.deps.db, userId) };
}
