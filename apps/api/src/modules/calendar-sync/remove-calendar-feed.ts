import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { deleteFeed } from './feed-repository';
import { ownListing } from './owner-listing';

/** Stops following a calendar: the feed goes, and the busy times it blocked with it. */
export async function removeCalendarFeed(
  ctx: RequestContext,
  userId: string,
  listingId: string,
  feedId: string,
): Promise<void> {
  await ctx.deps.db.transaction(async (tx) => {
    const listing = await ownListing(tx, listingId, userId, true);
    if (!(await deleteFeed(tx, listing.id, feedId))) throw AppError.notFound('Calendar not found');
  });
}
