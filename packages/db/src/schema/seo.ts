import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SEO_LOCALES, SEO_PAGE_KINDS } from '@biclou/domain/seo-template';
import { places } from './places';

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Place-page patterns per template kind and locale, with `{place}`, `{count}` and `{min_price}`.
 * Cantons and provinces use the department template, countries the region one (`templateKindOf`).
 */
export const pageTemplates = pgTable(
  'page_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: SEO_PAGE_KINDS }).notNull(),
    locale: text('locale', { enum: SEO_LOCALES }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    h1: text('h1').notNull(),
    body: text('body').notNull(),
    ...stamps,
  },
  (t) => [uniqueIndex('page_templates_kind_locale_key').on(t.kind, t.locale)],
);

/** One place's own wording in one locale; a null field falls back to the template. */
export const localePages = pgTable(
  'locale_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: SEO_LOCALES }).notNull(),
    title: text('title'),
    description: text('description'),
    h1: text('h1'),
    body: text('body'),
    ...stamps,
  },
  (t) => [
    uniqueIndex('locale_pages_place_locale_key').on(t.placeId, t.locale),
    index('locale_pages_locale_idx').on(t.locale),
  ],
);
