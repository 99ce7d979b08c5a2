import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  char,
  doublePrecision,
  index,
  integer,
  pgTable,
  point,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { countries } from './reference';

export const PLACE_KIND_VALUES = ['city', 'department', 'region', 'canton', 'province', 'country'] as const;

/**
 * Places people search for: French communes, departments and regions; Swiss, Belgian and
 * Luxembourg cities with their cantons and provinces (loaded by `seedPlaces` from npm data).
 * `point` (x = lng, y = lat) has a GiST index; `south…east` is the box a map shows for the place.
 * `(country, kind, code)` is the source identity (INSEE code, department code, canton code,
 * GeoNames id…) so reloading updates rows in place and slugs never move.
 */
export const places = pgTable(
  'places',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: PLACE_KIND_VALUES }).notNull(),
    country: char('country', { length: 2 })
      .notNull()
      .references(() => countries.code),
    code: text('code').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => places.id, { onDelete: 'set null' }),
    population: integer('population').notNull().default(0),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    point: point('point', { mode: 'xy' }).notNull(),
    south: doublePrecision('south').notNull(),
    west: doublePrecision('west').notNull(),
    north: doublePrecision('north').notNull(),
    east: doublePrecision('east').notNull(),
    /**
     * Live listings of the place: a city's own (listings nearest to it), an area's through its
     * cities. Kept by the listings trigger (0008_place_counts.sql) and rebuilt with the places.
     */
    listingCount: integer('listing_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('places_slug_key').on(t.slug),
    uniqueIndex('places_source_key').on(t.country, t.kind, t.code),
    index('places_parent_idx').on(t.parentId),
    index('places_point_idx').using('gist', t.point),
    index('places_kind_population_idx').on(t.kind, t.population),
    index('places_kind_listings_idx').on(t.kind, t.listingCount),
  ],
);

/**
 * Every name a place answers to (its own and alternatives such as Genf/Geneva for Genève), with
 * `name_key`: lower-case, accent-free, punctuation as spaces (`biclou_search_key`, an IMMUTABLE
 * wrapper around unaccent), indexed for trigram similarity and for prefix search.
 */
export const placeNames = pgTable(
  'place_names',
  {
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(sql`biclou_search_key(name)`),
  },
  (t) => [
    uniqueIndex('place_names_key').on(t.placeId, t.name),
    index('place_names_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
    index('place_names_prefix_idx').on(sql`${t.nameKey} text_pattern_ops`),
  ],
);

/**
 * The city (commune) each listing belongs to: the one its owner named when it lies within ~15 km of
 * its public point, else the nearest (`biclou_city_of`, migration 0014). Kept by a
 * trigger on `listings` (and rebuilt when the places are reloaded); departments, regions, cantons
 * and provinces count their listings through their cities.
 */
export const listingPlaces = pgTable(
  'listing_places',
  {
    listingId: uuid('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
  },
  (t) => [index('listing_places_city_idx').on(t.cityId)],
);

/** Which version of the place data is loaded (one row): the seed skips the load when it matches. */
export const placeDataVersion = pgTable('place_data_version', {
  id: integer('id').primaryKey().default(1),
  version: text('version').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
