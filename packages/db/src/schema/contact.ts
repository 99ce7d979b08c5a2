import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Messages sent to the team with the contact form (decisions "Contact us"). The sender's
 * address is what they typed; `user_id` is set when they were signed in. The honeypot's
 * messages never get here.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topic: text('topic').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    bookingRef: text('booking_ref'),
    locale: text('locale').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt.desc()),
    index('contact_messages_email_idx').on(t.email),
    check('contact_messages_locale_check', sql`${t.locale} IN ('en', 'fr')`),
    check('contact_messages_message_check', sql`char_length(${t.message}) BETWEEN 1 AND 5000`),
  ],
);
