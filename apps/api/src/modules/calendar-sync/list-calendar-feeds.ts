import type { CalendarFeedsResponse } from '@biclou/contracts/calendars';
import type { RequestContext } from '../../platform/http/request-context';
import { listFeeds } from './feed-repository';
import { ownListing } from './owner-listing';
import { toFeedView } from './sync-feed';

/** The external calendars the owner's listing follows, with their last sync and last error. */
export async function listCalendarFeeds(
  ctx: RequestContext,
  userId: string,
  listingId: string,
): Promise<CalendarFeedsResponse> {
  const { db } = ctx.deps;
  const listing = await ownListing(db, listingId, userId);
  return { feeds: (await listFeeds(db, listing.id)).map(toFeedView) };
}
