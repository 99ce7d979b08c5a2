import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { listingCalendarFeeds, listingImportedBlocks, listings } from '@biclou/db/schema';

export type FeedRow = typeof listingCalendarFeeds.$inferSelect;
type FeedPatch = Partial<Omit<typeof listingCalendarFeeds.$inferInsert, 'id' | 'listingId'>>;

// Written out whole: a one-table select names its columns bare, and a bare "id" here would be the block's.
const blockCount = sql<number>`(SELECT count(*)::int FROM "listing_imported_blocks" "b"
  WHERE "b"."feed_id" = "listing_calendar_feeds"."id")`;

/** The listing's feeds, oldest first, each with how many spans it blocks. */
export function listFeeds(db: DbOrTx, listingId: string) {
  return db
    .select({ feed: listingCalendarFeeds, blockCount })
    .from(listingCalendarFeeds)
    .where(eq(listingCalendarFeeds.listingId, listingId))
    .orderBy(asc(listingCalendarFeeds.createdAt), asc(listingCalendarFeeds.id));
}

export async function findFeed(db: DbOrTx, listingId: string, feedId: string) {
  const [row] = await db
    .select({ feed: listingCalendarFeeds, blockCount })
    .from(listingCalendarFeeds)
    .where(and(eq(listingCalendarFeeds.listingId, listingId), eq(listingCalendarFeeds.id, feedId)));
  return row;
}

export async function countFeeds(db: DbOrTx, listingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listingCalendarFeeds)
    .where(eq(listingCalendarFeeds.listingId, listingId));
  return Number(row?.n ?? 0);
}

export async function insertFeed(tx: DbOrTx, values: typeof listingCalendarFeeds.$inferInsert): Promise<FeedRow> {
  const [row] = await tx.insert(listingCalendarFeeds).values(values).returning();
  return row!;
}

/** Whether the feed is still there (its owner may have removed it while it was being read). */
export async function updateFeed(tx: DbOrTx, feedId: string, patch: FeedPatch): Promise<boolean> {
  const updated = await tx
    .update(listingCalendarFeeds)
    .set(patch)
    .where(eq(listingCalendarFeeds.id, feedId))
    .returning({ id: listingCalendarFeeds.id });
  return updated.length > 0;
}

/** Removes the feed and, by the cascade, the spans it blocked; whether there was one. */
export async function deleteFeed(tx: DbOrTx, listingId: string, feedId: string): Promise<boolean> {
  const gone = await tx
    .delete(listingCalendarFeeds)
    .where(and(eq(listingCalendarFeeds.listingId, listingId), eq(listingCalendarFeeds.id, feedId)))
    .returning({ id: listingCalendarFeeds.id });
  return gone.length > 0;
}

/**
 * Claims up to `limit` feeds due at `now` for this run: locked with SKIP LOCKED so two instances
 * never take the same, and moved to `nextAt` before the commit, so a run that dies leaves them to
 * the next turn. Each comes with its listing's country (its clock).
 */
export async function claimDueFeeds(tx: DbOrTx, now: Date, limit: number, nextAt: Date) {
  const due = await tx
    .select({ feed: listingCalendarFeeds, country: listings.country })
    .from(listingCalendarFeeds)
    .innerJoin(listings, eq(listings.id, listingCalendarFeeds.listingId))
    .where(lte(listingCalendarFeeds.nextSyncAt, now))
    .orderBy(asc(listingCalendarFeeds.nextSyncAt))
    .limit(limit)
    .for('update', { of: listingCalendarFeeds, skipLocked: true });
  for (const { feed } of due) await updateFeed(tx, feed.id, { nextSyncAt: nextAt });
  return due;
}

/** The feed's spans become `spans` (the previous read's are dropped). */
export async function replaceImportedBlocks(
  tx: DbOrTx,
  feed: { id: string; listingId: string },
  spans: readonly { startsAt: Date; endsAt: Date }[],
): Promise<void> {
  await tx.delete(listingImportedBlocks).where(eq(listingImportedBlocks.feedId, feed.id));
  for (let i = 0; i < spans.length; i += 1000) {
    await tx
      .insert(listingImportedBlocks)
      .values(spans.slice(i, i + 1000).map((s) => ({ feedId: feed.id, listingId: feed.listingId, ...s })));
  }
}
