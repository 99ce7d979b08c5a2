import type { CalendarFeedResponse } from '@biclou/contracts/calendars';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { findFeed } from './feed-repository';
import { ownListing } from './owner-listing';
import { readFeed, recordRead, toFeedView } from './sync-feed';

const feedNotFound = () => AppError.notFound('Calendar not found');

/** "Sync now": reads the owner's feed at once (as the job would) and answers its state, the error included. */
export async function syncCalendarFeed(
  ctx: RequestContext,
  userId: string,
  listingId: string,
  feedId: string,
): Promise<CalendarFeedResponse> {
  const { db, clock } = ctx.deps;
  const listing = await ownListing(db, listingId, userId);
  const found = await findFeed(db, listing.id, feedId);
  if (!found) throw feedNotFound();
  const now = clock.now();
  const read = await readFeed(ctx.deps, found.feed, listing.country, now);
  return db.transaction(async (tx) => {
    // Removed while it was being read: nothing to write.
    const still = await findFeed(tx, listing.id, feedId);
    if (!still) throw feedNotFound();
    await recordRead(tx, still.feed, read, now);
    return { feed: toFeedView((await findFeed(tx, listing.id, feedId))!) };
  });
}
