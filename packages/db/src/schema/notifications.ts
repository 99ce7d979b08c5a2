import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { bookings } from './bookings';
import { users } from './users';

/**
 * In-app notifications (the bell, decisions "Notifications"). A row stores what happened as a
 * code and parameters (`kind`, `params`), never text: the reader's page writes it in their
 * language when it shows it. `link` is the site path it opens, without the locale prefix.
 * A conversation's unread "new message" notification is one row (the partial unique index):
 * further messages bump it instead of stacking up. `conversation_id` has no foreign key yet:
 * the conversations table comes with messaging.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id'),
    link: text('link').notNull(),
    params: jsonb('params').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    /** How many events this row stands for (messages of one conversation while unread). */
    count: integer('count').notNull().default(1),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId, t.createdAt.desc())
      .where(sql`${t.readAt} IS NULL`),
    uniqueIndex('notifications_unread_conversation_key')
      .on(t.userId, t.conversationId)
      .where(sql`${t.readAt} IS NULL AND ${t.kind} = 'message'`),
    check('notifications_link_check', sql`${t.link} LIKE '/%'`),
    check('notifications_count_check', sql`${t.count} >= 1`),
  ],
);
