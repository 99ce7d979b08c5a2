import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/**
 * The bikes a member keeps (decisions "Favourites"). The primary key is the rule "one row per
 * member and bike": two hearts tapped at once make one row (`INSERT … ON CONFLICT DO NOTHING`).
 * Accounts and listings are soft-deleted, so their deletions remove these rows themselves (the
 * favourites module's `forget…`); the cascades cover a row really deleted (tests, a purge).
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    // The member's page, newest first, in keyset pages of (created_at, listing_id).
    index('favourites_user_created_idx').on(t.userId, t.createdAt, t.listingId),
    // How many keep a listing (the owner's count) and a listing's deletion.
    index('favourites_listing_idx').on(t.listingId),
  ],
);
