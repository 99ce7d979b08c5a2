import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Mail and SMS that were not sent through a real transport land here (development, tests). */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
    /** Insertion order: several messages can share a timestamp inside one transaction. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient)],
);

/**
 * Secrets generated on first start when SECRET_KEY is not configured (development only), so that
 * several instances on one database share them. One row, id = 1.
 */
export const appSecrets = pgTable(
  'app_secrets',
  {
    id: integer('id').primaryKey().default(1),
    secretKey: text('secret_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('app_secrets_single_row', sql`${t.id} = 1`)],
);
