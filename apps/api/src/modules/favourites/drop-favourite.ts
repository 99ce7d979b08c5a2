import type { RequestContext } from '../../platform/http/request-context';
import { deleteFavourite, isOnMarketplace } from './favourite-repository';
import { listingNotFound } from './keep-favourite';

/**
 * DELETE /favourites/:listingId: the member stops keeping it; idempotent for a bike they could keep.
 * An id they neither keep nor could keep is a 404, as for PUT.
 */
export async function dropFavourite(ctx: RequestContext, userId: string, listingId: string): Promise<void> {
  const { db } = ctx.deps;
  if (await deleteFavourite(db, userId, listingId)) return;
  if (!(await isOnMarketplace(db, listingId))) throw listingNotFound();
}
