import type { AddCalendarFeedRequest, CalendarFeedResponse } from '@biclou/contracts/calendars';
import { CALENDAR_FEED_ERRORS, MAX_CALENDAR_FEEDS } from '@biclou/contracts/calendar-constants';
import type { DbOrTx } from '@biclou/db/client';
import { isUniqueViolation } from '../../platform/db/pg-errors';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { countFeeds, findFeed, insertFeed, listFeeds } from './feed-repository';
import { ownListing } from './owner-listing';
import { readFeed, recordRead, toFeedView } from './sync-feed';

const TOO_MANY = `A listing can follow at most ${MAX_CALENDAR_FEEDS} calendars.`;
const ALREADY = 'This calendar is already added.';

async function assertRoom(db: DbOrTx, listingId: string, url: string) {
  if ((await listFeeds(db, listingId)).some((f) => f.feed.url === url)) throw AppError.field('url', ALREADY);
  if ((await countFeeds(db, listingId)) >= MAX_CALENDAR_FEEDS) throw AppError.field('url', TOO_MANY);
}

/**
 * Follows an external calendar. The address is read once first, outside any transaction: one that
 * cannot be read (private address, HTML page, no answer, not iCal…) is a 422 under `url` with the
 * reason in plain words, and nothing is saved. Then, under the listing's lock, the feed and its busy
 * times are written together; the job reads it again every 15 minutes.
 */
export async function addCalendarFeed(
  ctx: RequestContext,
  userId: string,
  listingId: string,
  body: AddCalendarFeedRequest,
): Promise<CalendarFeedResponse> {
  const { db, clock } = ctx.deps;
  const listing = await ownListing(db, listingId, userId);
  await assertRoom(db, listing.id, body.url);
  const now = clock.now();
  const read = await readFeed(ctx.deps, { url: body.url, etag: null, lastModified: null }, listing.country, now);
  if (read.kind === 'failed') throw AppError.field('url', CALENDAR_FEED_ERRORS[read.error]);
  try {
    return await db.transaction(async (tx) => {
      const locked = await ownListing(tx, listingId, userId, true);
      await assertRoom(tx, locked.id, body.url);
      const feed = await insertFeed(tx, { listingId: locked.id, name: body.name, url: body.url, createdAt: now });
      await recordRead(tx, feed, read, now);
      return { feed: toFeedView((await findFeed(tx, locked.id, feed.id))!) };
    });
  } catch (err) {
    // The same address added twice at once: the unique index keeps one.
    if (isUniqueViolation(err)) throw AppError.field('url', ALREADY);
    throw err;
  }
}
