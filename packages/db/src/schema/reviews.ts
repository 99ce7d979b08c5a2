import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { listings } from './listings';
import { users } from './users';

/**
 * Double-blind reviews (decisions "Reviews"): after completion the renter reviews the bike and its
 * owner (`side = 'renter'`, shown on the listing and the owner's member page) and the owner reviews
 * the renter (`side = 'owner'`, shown on the renter's member page). One per booking and side.
 * `published_at` stays NULL, and the review never leaves the server except to its author, until
 * both sides have written theirs or 14 days after completion (the publish-reviews job).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The bike rented (denormalised from the booking for the listing page's query). */
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    /** Who wrote it and which side they were on. */
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    side: text('side', { enum: ['renter', 'owner'] }).notNull(),
    /** The member reviewed: the owner for a renter's review, the renter for an owner's. */
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Moderation: a hidden review leaves every public list; the reason is the admin's. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    index('reviews_created_idx').on(t.createdAt, t.id),
    uniqueIndex('reviews_booking_side_key').on(t.bookingId, t.side),
    index('reviews_listing_idx').on(t.listingId, t.publishedAt),
    index('reviews_subject_idx').on(t.subjectId, t.publishedAt),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_comment_check', sql`char_length(${t.comment}) BETWEEN 1 AND 2000`),
  ],
);

/**
 * Notifications sent once per booking (and side): "starts tomorrow", "review reminder". The
 * primary key is the lease: a job claims a row with INSERT … ON CONFLICT DO NOTHING in the same
 * transaction that finds the due bookings, so two instances never both send it.
 */
export const bookingNotices = pgTable(
  'booking_notices',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    kind: text('kind', {
      enum: ['starts_tomorrow', 'pickup_soon', 'review_reminder_renter', 'review_reminder_owner'],
    }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.kind] })],
);
