import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/**
 * An admin's edit of a shipped email or SMS template (Templates): one row per template and
 * locale. No row means the shipped text (the default); "reset to default" deletes the row. `fields`
 * holds the editable parts (email: subject, greeting, body, actionLabel, footer; SMS: text), with
 * `{placeholder}` marks filled when a message is sent.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.locale] })],
);
