import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { bookings } from './bookings';
import { listings } from './listings';
import { users } from './users';

/**
 * Messaging (decisions "Messaging"): one conversation per listing and renter (the unique key).
 * `updated_at` is the last activity (the inbox's order); `*_last_notice_at` is when each side was
 * last emailed about unread messages (the notifications module's message-notices job).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    renterId: uuid('renter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closeReason: text('close_reason'),
    closeNote: text('close_note'),
    renterLastNoticeAt: timestamp('renter_last_notice_at', { withTimezone: true }),
    ownerLastNoticeAt: timestamp('owner_last_notice_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_listing_renter_key').on(t.listingId, t.renterId),
    index('conversations_renter_updated_idx').on(t.renterId, t.updatedAt.desc(), t.id.desc()),
    index('conversations_owner_updated_idx').on(t.ownerId, t.updatedAt.desc(), t.id.desc()),
    check('conversations_parties_check', sql`${t.renterId} <> ${t.ownerId}`),
    check('conversations_closed_check', sql`(${t.closedAt} IS NULL) = (${t.closeReason} IS NULL)`),
  ],
);

/**
 * A conversation's messages. The id is a sequence: within a conversation, messages are written
 * under the conversation's row lock, so ids follow commit order and `after=<id>` misses nothing.
 * `body` is the original text (masking is applied per reader when it is read). A system line
 * (`kind = 'system'`, no sender) is one booking step, once (`messages_booking_event_key`).
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['text', 'photo', 'system'] }).notNull(),
    body: text('body').notNull().default(''),
    clientId: uuid('client_id'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    eventType: text('event_type'),
    event: jsonb('event').$type<Record<string, string | number>>(),
    attachmentKey: text('attachment_key'),
    attachmentWidth: integer('attachment_width'),
    attachmentHeight: integer('attachment_height'),
    createdAt: createdAt(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_unseen_idx')
      .on(t.conversationId, t.senderId)
      .where(sql`${t.seenAt} IS NULL AND ${t.kind} <> 'system'`),
    uniqueIndex('messages_client_key')
      .on(t.senderId, t.clientId)
      .where(sql`${t.clientId} IS NOT NULL`),
    uniqueIndex('messages_booking_event_key')
      .on(t.bookingId, t.eventType)
      .where(sql`${t.eventType} IS NOT NULL`),
    check('messages_body_check', sql`char_length(${t.body}) <= 2000`),
    check('messages_kind_check', sql`(${t.kind} = 'system') = (${t.eventType} IS NOT NULL)`),
  ],
);
