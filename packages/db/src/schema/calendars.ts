import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { listings } from './listings';

/**
 * A listing's secret calendar address (decisions "Calendar sync"). The address carries an HMAC of
 * the listing and this version under the app's secret, so the database holds nothing that opens
 * the calendar; regenerating bumps the version and the old address stops answering. No row: version 0.
 */
export const listingCalendarExports = pgTable('listing_calendar_exports', {
  listingId: uuid('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The owner's external calendars per listing (a shop's booking system, another marketplace),
 * fetched by the calendar-sync job: at most five per listing (checked under the listing's lock).
 * `etag` and `lastModified` are the last answer's, sent back as If-None-Match / If-Modified-Since;
 * `lastError` is a word (`timeout`, `html`, `malformed`…) the page says in plain words.
 */
export const listingCalendarFeeds = pgTable(
  'listing_calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** The last fetch, whatever came of it. */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The last fetch that read the feed (or heard it had not changed). */
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('listing_calendar_feeds_listing_url_idx').on(t.listingId, t.url),
    index('listing_calendar_feeds_due_idx').on(t.nextSyncAt),
  ],
);

/** A feed's busy times, as instants (all-day events already turned into the listing's local days). */
export const listingImportedBlocks = pgTable(
  'listing_imported_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => listingCalendarFeeds.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('listing_imported_blocks_listing_idx').on(t.listingId, t.endsAt),
    index('listing_imported_blocks_feed_idx').on(t.feedId),
    check('listing_imported_blocks_order_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
