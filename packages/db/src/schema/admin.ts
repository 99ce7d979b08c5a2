import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The admin audit log: every admin action writes who did what to which object, with the
 * object's state before and after, in the same transaction as the change. `object_id` is text, so
 * objects keyed by something else than a uuid (settings, a country code) fit. Rows are never
 * updated or deleted; an anonymised admin keeps their rows (the name shows as anonymised).
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id),
    /** A dotted name: `user.suspend`, `listing.suspend`, `payout.process`, `settings.update`… */
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_actions_object_idx').on(t.objectType, t.objectId, t.createdAt.desc(), t.id.desc()),
    index('admin_actions_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);
