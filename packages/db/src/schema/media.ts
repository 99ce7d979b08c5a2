import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Every member upload kept in the media store (listing, chat and handover photos), with its size:
 * the per-member storage quota (MEDIA_QUOTA_MB) is the sum of a member's rows. The row is written
 * before the bytes and removed with them (modules/media: `putOwned`, `delete`).
 */
export const mediaObjects = pgTable(
  'media_objects',
  {
    key: text('key').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_objects_owner_idx').on(t.ownerId)],
);

/**
 * The image proxy's variant cache, shared by every instance (docs/decisions.md "Media: variant
 * cache cap"): one row per cached variant object, its size and when it was last served (touched at
 * most once a minute). Past MEDIA_CACHE_MAX_MB the least recently used rows and their objects go.
 */
export const mediaVariants = pgTable(
  'media_variants',
  {
    /** The variant's object name in the store: `<media key>/<canonical modifiers>.<format>`. */
    name: text('name').primaryKey(),
    /** The original's media key (purged with it). */
    sourceKey: text('source_key').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_variants_source_idx').on(t.sourceKey), index('media_variants_lru_idx').on(t.lastUsedAt)],
);
