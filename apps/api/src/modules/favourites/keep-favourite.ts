import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { hasFavourite, insertFavourite } from './favourite-repository';

// The same 404 as the listing page's: whether a draft exists is nobody else's business.
export const listingNotFound = () => AppError.notFound('Listing not found');

/**
 * PUT /favourites/:listingId: the member keeps a bike on the marketplace; asking again changes
 * nothing (the first time is kept). A bike that has since left the marketplace but is already kept
 * stays kept; any other id (unknown, a draft, paused before it was kept) is a 404.
 */
export async function keepFavourite(ctx: RequestContext, userId: string, listingId: string): Promise<void> {
  const { db, clock } = ctx.deps;
  if (await insertFavourite(db, userId, listingId, clock.now())) return;
  if (!(await hasFavourite(db, userId, listingId))) throw listingNotFound();
}
