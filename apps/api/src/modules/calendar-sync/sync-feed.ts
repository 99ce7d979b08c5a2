import type { CalendarFeed } from '@biclou/contracts/calendars';
import type { CalendarFeedError } from '@biclou/contracts/calendar-constants';
import { listingTimeZone } from '@biclou/domain/listing-time-zone';
import type { Deps } from '../../platform/deps';
import { OutboundError, type SafeFetchResult } from '../../platform/outbound/safe-fetch';
import { MalformedFeed, parseFeed, type ImportedSpan } from './feed-parser';
import { replaceImportedBlocks, updateFeed, type FeedRow } from './feed-repository';

/** How often a feed is read (decisions "Calendar sync"), and the limits of one read. */
export const SYNC_EVERY_MS = 15 * 60_000;
const FETCH_LIMITS = {
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
  accept: ['text/calendar', 'text/plain', 'application/ics', 'application/octet-stream'],
};
/** The busy times kept: from yesterday to about 18 months ahead. */
const PAST_MS = 86_400_000;
const AHEAD_MS = 548 * 86_400_000;

type FeedRead =
  | { kind: 'read'; spans: ImportedSpan[]; etag: string | null; lastModified: string | null }
  | { kind: 'unchanged' }
  | { kind: 'failed'; error: CalendarFeedError; detail: string };

/** One read of a feed's address (`If-None-Match` / `If-Modified-Since` when known), parsed; never throws for the feed's faults. */
export async function readFeed(
  deps: Pick<Deps, 'outbound'>,
  feed: Pick<FeedRow, 'url' | 'etag' | 'lastModified'>,
  country: string | null,
  now: Date,
): Promise<FeedRead> {
  const headers: Record<string, string> = {
    accept: 'text/calendar, text/plain;q=0.8',
    'user-agent': 'Biclou calendar sync',
  };
  if (feed.etag) headers['if-none-match'] = feed.etag;
  if (feed.lastModified) headers['if-modified-since'] = feed.lastModified;
  let res: SafeFetchResult;
  try {
    res = await deps.outbound(feed.url, { ...FETCH_LIMITS, headers });
  } catch (err) {
    if (err instanceof OutboundError) return { kind: 'failed', error: err.reason, detail: err.message };
    throw err;
  }
  if (res.status === 304) return { kind: 'unchanged' };
  try {
    const window = {
      from: new Date(now.getTime() - PAST_MS),
      to: new Date(now.getTime() + AHEAD_MS),
      timeZone: listingTimeZone(country),
    };
    const spans = parseFeed(res.body, window);
    return { kind: 'read', spans, etag: res.headers.etag ?? null, lastModified: res.headers['last-modified'] ?? null };
  } catch (err) {
    if (err instanceof MalformedFeed) return { kind: 'failed', error: 'malformed', detail: err.message };
    throw err;
  }
}

/**
 * Writes what a read found, in the caller's transaction: new spans replace the feed's old ones;
 * "not modified" keeps them; a failure keeps them too and records its word, so a feed that breaks
 * for an hour does not free the bike.
 */
export async function recordRead(
  tx: Parameters<typeof updateFeed>[0],
  feed: Pick<FeedRow, 'id' | 'listingId'>,
  read: FeedRead,
  now: Date,
): Promise<void> {
  const next = { lastAttemptAt: now, nextSyncAt: new Date(now.getTime() + SYNC_EVERY_MS) };
  if (read.kind === 'failed') {
    await updateFeed(tx, feed.id, { ...next, lastError: read.error });
    return;
  }
  const still = await updateFeed(tx, feed.id, {
    ...next,
    lastSyncedAt: now,
    lastError: null,
    ...(read.kind === 'read' ? { etag: read.etag, lastModified: read.lastModified } : {}),
  });
  if (still && read.kind === 'read') await replaceImportedBlocks(tx, feed, read.spans);
}

export function toFeedView(row: { feed: FeedRow; blockCount: number }): CalendarFeed {
  const { feed } = row;
  return {
    id: feed.id,
    name: feed.name,
    url: feed.url,
    lastSyncedAt: feed.lastSyncedAt?.toISOString() ?? null,
    lastAttemptAt: feed.lastAttemptAt?.toISOString() ?? null,
    lastError: (feed.lastError as CalendarFeedError | null) ?? null,
    blockCount: Number(row.blockCount),
  };
}
