import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  point,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CANCELATION_OPTION_KEYS } from '@biclou/domain/cancelation-options';
import { EBIKE_LIMITS, MOTOR_TYPES } from '@biclou/domain/ebike-facts';
import type { InstantConditions } from '@biclou/domain/instant-booking';
import { LISTING_STATUSES } from '@biclou/domain/listing-status';
import type { OpeningHours } from '@biclou/domain/opening-hours';
import { createdAt } from './columns';
import { categories, countries, sizes, subCategories } from './reference';
import { users } from './users';

/**
 * A bike (or accessory) offered for rent. Money is integer cents with a currency column.
 * `lat`/`lng` are the exact point, shown only to the owner (and later the renter of an accepted
 * booking); `approx_lat`/`approx_lng` and `location` hold the public point, moved 300–600 m.
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('draft'),
    categoryId: uuid('category_id').references(() => categories.id),
    subCategoryId: uuid('sub_category_id').references(() => subCategories.id, { onDelete: 'set null' }),
    sizeCode: text('size_code').references(() => sizes.code),
    isElec: boolean('is_elec').notNull().default(false),
    /**
     * An e-bike's facts (domain/ebike-facts.ts): required by the API when `is_elec`, always null on
     * a plain bike; e-bikes listed before they existed keep nulls until their owner fills them in.
     */
    motorType: text('motor_type', { enum: MOTOR_TYPES }),
    batteryWh: integer('battery_wh'),
    rangeMinKm: integer('range_min_km'),
    rangeMaxKm: integer('range_max_km'),
    brand: text('brand'),
    model: text('model'),
    descriptionFr: text('description_fr'),
    descriptionEn: text('description_en'),
    buyingDate: date('buying_date'),
    marking: text('marking'),
    newValueCents: integer('new_value_cents'),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: char('country', { length: 2 }).references(() => countries.code),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    approxLat: doublePrecision('approx_lat'),
    approxLng: doublePrecision('approx_lng'),
    /** The public point (x = lng, y = lat), for geographic search (the search queries it with `<->`). */
    location: point('location', { mode: 'xy' }),
    pricePerDayCents: integer('price_per_day_cents'),
    currency: char('currency', { length: 3 }).notNull().default('EUR'),
    depositCents: integer('deposit_cents').notNull().default(0),
    minBookingDays: integer('min_booking_days').notNull().default(1),
    noticeDays: integer('notice_days').notNull().default(0),
    /** Hourly and half-day prices beside the daily one, optional (domain/time-pricing.ts). */
    pricePerHourCents: integer('price_per_hour_cents'),
    pricePerHalfDayCents: integer('price_per_half_day_cents'),
    /**
     * When the bike is handed over and taken back (domain/opening-hours.ts `OpeningHours`: weekly
     * windows, closed dates, notice in hours); null follows the owner's default, then the marketplace's.
     */
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
    /** Requests are accepted at once, if the renter meets `instantConditions`. */
    instantBooking: boolean('instant_booking').notNull().default(false),
    instantConditions: jsonb('instant_conditions').$type<InstantConditions>().notNull().default({}),
    discount7Days: integer('discount_7_days').notNull().default(0),
    discount30Days: integer('discount_30_days').notNull().default(0),
    cancelationOption: text('cancelation_option', { enum: CANCELATION_OPTION_KEYS }).notNull().default('short_notice'),
    suspendedReason: text('suspended_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('listings_owner_idx').on(t.ownerId),
    index('listings_status_idx').on(t.status),
    /** The admin list's sorts (keyset on the sort key then id). */
    index('listings_created_id_idx').on(t.createdAt, t.id),
    index('listings_updated_id_idx').on(t.updatedAt, t.id),
    index('listings_price_id_idx').on(sql`coalesce(${t.pricePerDayCents}, -1)`, t.id),
    index('listings_location_idx').using('gist', t.location),
    /**
     * The minimum-range search reads live e-bikes with a range only, nearest first: e-bikes are a
     * small share of the listings, so the whole-area index would read many plain bikes per page.
     */
    index('listings_live_range_location_idx')
      .using('gist', t.location)
      .where(sql`${t.status} = 'live' AND ${t.rangeMaxKm} IS NOT NULL`),
    check(
      'listings_money_check',
      sql`${t.pricePerDayCents} >= 0 AND ${t.depositCents} >= 0 AND ${t.newValueCents} >= 0`,
    ),
    check('listings_time_prices_check', sql`${t.pricePerHourCents} >= 0 AND ${t.pricePerHalfDayCents} >= 0`),
    check('listings_booking_rules_check', sql`${t.minBookingDays} >= 1 AND ${t.noticeDays} >= 0`),
    // The API refuses these first (422 with field messages); the checks keep any other writer honest.
    check(
      'listings_ebike_facts_only_elec_check',
      sql`${t.isElec} OR (${t.motorType} IS NULL AND ${t.batteryWh} IS NULL AND ${t.rangeMinKm} IS NULL AND ${t.rangeMaxKm} IS NULL)`,
    ),
    check('listings_motor_type_check', sql.raw(`motor_type IN (${MOTOR_TYPES.map((m) => `'${m}'`).join(', ')})`)),
    check(
      'listings_battery_check',
      sql.raw(`battery_wh BETWEEN ${EBIKE_LIMITS.minBatteryWh} AND ${EBIKE_LIMITS.maxBatteryWh}`),
    ),
    check(
      'listings_range_check',
      sql.raw(
        `range_min_km BETWEEN ${EBIKE_LIMITS.minRangeKm} AND ${EBIKE_LIMITS.maxRangeKm} AND range_max_km BETWEEN ${EBIKE_LIMITS.minRangeKm} AND ${EBIKE_LIMITS.maxRangeKm} AND range_min_km <= range_max_km`,
      ),
    ),
    check(
      'listings_discounts_check',
      sql`${t.discount7Days} BETWEEN 0 AND 90 AND ${t.discount30Days} BETWEEN 0 AND 90`,
    ),
  ],
);

/** Stored photos: `key` names the file in MediaStorage; exactly one cover per listing with photos. */
export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    position: integer('position').notNull(),
    isCover: boolean('is_cover').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('listing_photos_listing_idx').on(t.listingId, t.position),
    // Admin media list: keyset pages, newest first.
    index('listing_photos_created_idx').on(t.createdAt, t.id),
    uniqueIndex('listing_photos_one_cover_key')
      .on(t.listingId)
      .where(sql`${t.isCover}`),
  ],
);

/** Extras offered with a listing; a price of 0 means included. */
export const listingAccessories = pgTable(
  'listing_accessories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pricePerDayCents: integer('price_per_day_cents').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('listing_accessories_listing_idx').on(t.listingId),
    check('listing_accessories_price_check', sql`${t.pricePerDayCents} >= 0`),
  ],
);

/** The owner's blocked dates, inclusive at both ends (a `daterange(start_date, end_date, '[]')`). */
export const listingUnavailablePeriods = pgTable(
  'listing_unavailable_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
  },
  (t) => [
    index('listing_unavailable_periods_listing_idx').on(t.listingId, t.startDate),
    check('listing_unavailable_periods_order_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * The identical bikes a listing offers (a shop's fleet: 8 of the same model). Every listing has at
 * least one: the migration gave each existing listing its first, and an insert trigger gives a new
 * listing its first (custom SQL in the migration), so every way a listing is made can be booked; the
 * wizard adds the others. A booking holds one or more units (`booking_units`); a unit out of
 * service (repair) is never given to a booking and blocks only itself.
 */
export const listingUnits = pgTable(
  'listing_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** 1, 2, 3…: the order the owner sees them in, and the order bookings are given them. */
    position: integer('position').notNull(),
    /** A frame number or the shop's own mark, shown to the owner only. */
    marking: text('marking'),
    sizeCode: text('size_code').references(() => sizes.code),
    note: text('note'),
    outOfService: boolean('out_of_service').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('listing_units_position_idx').on(t.listingId, t.position),
    check('listing_units_position_check', sql`${t.position} >= 1`),
  ],
);
