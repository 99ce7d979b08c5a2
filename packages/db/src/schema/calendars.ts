import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
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
