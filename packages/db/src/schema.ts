import { sql } from 'drizzle-orm';
import {
  bigint, boolean, char, check, date, doublePrecision, index, integer, jsonb, pgTable, point, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { CANCELATION_OPTION_KEYS } from '@biclou/domain/cancelation-options';
import { LISTING_STATUSES } from '@biclou/domain/listing-status';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The four countries Biclou operates in; currency is a column so CHF can come later. */
export const countries = pgTable('countries', {
  code: char('code', { length: 2 }).primaryKey(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  dialCode: text('dial_code').notNull(),
  currency: char('currency', { length: 3 }).notNull().default('EUR'),
  active: boolean('active').notNull().default(true),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  country: char('country', { length: 2 }).references(() => countries.code),
  phone: text('phone'),
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  isPro: boolean('is_pro').notNull().default(false),
  siret: text('siret'),
  description: text('description'),
  website: text('website'),
  birthdate: date('birthdate'),
  address: text('address'),
  postalCode: text('postal_code'),
  city: text('city'),
  spokenLanguages: text('spoken_languages').array().notNull().default(sql`'{}'::text[]`),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  iban: text('iban'),
  bic: text('bic'),
  locale: text('locale', { enum: ['en', 'fr'] }).notNull().default('en'),
  theme: text('theme', { enum: ['system', 'light', 'dark'] }).notNull().default('system'),
  ownerCancellationCount: integer('owner_cancellation_count').notNull().default(0),
  bannedAt: timestamp('banned_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)]);

/** A session is a device: opaque token stored as a SHA-256 hash. */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  name: text('name').notNull(),
  userAgent: text('user_agent'),
  ip: text('ip'),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

/** Single-use, expiring tokens for email verification and password reset. */
export const oneTimeTokens = pgTable('one_time_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['verify_email', 'reset_password'] }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('one_time_tokens_user_idx').on(t.userId, t.kind)]);

export const phoneCodes = pgTable('phone_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('phone_codes_user_idx').on(t.userId)]);

/** Mail and SMS that were not sent through a real transport land here (development, tests). */
export const outbox = pgTable('outbox', {
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
}, (t) => [index('outbox_recipient_idx').on(t.recipient)]);

/**
 * Secrets generated on first start when SECRET_KEY is not configured (development only), so that
 * several instances on one database share them. One row, id = 1.
 */
export const appSecrets = pgTable('app_secrets', {
  id: integer('id').primaryKey().default(1),
  secretKey: text('secret_key').notNull(),
  createdAt: createdAt(),
}, (t) => [check('app_secrets_single_row', sql`${t.id} = 1`)]);

/** Booking settings edited by the admin; one row (id = 1). Rates in basis points. */
export const bookingSettings = pgTable('booking_settings', {
  id: integer('id').primaryKey().default(1),
  serviceFeeRateBp: integer('service_fee_rate_bp').notNull().default(1000),
  commissionRateBp: integer('commission_rate_bp').notNull().default(1500),
  creditDelayDays: integer('credit_delay_days').notNull().default(4),
  requestExpiryHours: integer('request_expiry_hours').notNull().default(48),
  maxOpenRequests: integer('max_open_requests').notNull().default(5),
  cancelationOptions: jsonb('cancelation_options').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Listing categories; reference data upserted at boot, edited by the admin later. */
export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  position: integer('position').notNull().default(0),
});

export const subCategories = pgTable('sub_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  categoryId: uuid('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  position: integer('position').notNull().default(0),
}, (t) => [uniqueIndex('sub_categories_slug_key').on(t.categoryId, t.slug)]);

/** The size scale: adult frame sizes (XS–XL) and kids' wheel sizes (12"–26"). */
export const sizes = pgTable('sizes', {
  code: text('code').primaryKey(),
  kind: text('kind', { enum: ['frame', 'wheel'] }).notNull(),
  labelEn: text('label_en').notNull(),
  labelFr: text('label_fr').notNull(),
  position: integer('position').notNull().default(0),
});

/**
 * A bike (or accessory) offered for rent. Money is integer cents with a currency column.
 * `lat`/`lng` are the exact point, shown only to the owner (and later the renter of an accepted
 * booking); `approx_lat`/`approx_lng` and `location` hold the public point, moved 300–600 m.
 */
export const listings = pgTable('listings', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id').notNull().references(() => users.id),
  status: text('status', { enum: LISTING_STATUSES }).notNull().default('draft'),
  categoryId: uuid('category_id').references(() => categories.id),
  subCategoryId: uuid('sub_category_id').references(() => subCategories.id, { onDelete: 'set null' }),
  sizeCode: text('size_code').references(() => sizes.code),
  isElec: boolean('is_elec').notNull().default(false),
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
  /** The public point (x = lng, y = lat), for geographic search (issue 4 queries it with `<->`). */
  location: point('location', { mode: 'xy' }),
  pricePerDayCents: integer('price_per_day_cents'),
  currency: char('currency', { length: 3 }).notNull().default('EUR'),
  depositCents: integer('deposit_cents').notNull().default(0),
  minBookingDays: integer('min_booking_days').notNull().default(1),
  noticeDays: integer('notice_days').notNull().default(0),
  discount7Days: integer('discount_7_days').notNull().default(0),
  discount30Days: integer('discount_30_days').notNull().default(0),
  cancelationOption: text('cancelation_option', { enum: CANCELATION_OPTION_KEYS }).notNull().default('short_notice'),
  suspendedReason: text('suspended_reason'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  index('listings_owner_idx').on(t.ownerId),
  index('listings_status_idx').on(t.status),
  index('listings_location_idx').using('gist', t.location),
  check('listings_money_check', sql`${t.pricePerDayCents} >= 0 AND ${t.depositCents} >= 0 AND ${t.newValueCents} >= 0`),
  check('listings_booking_rules_check', sql`${t.minBookingDays} >= 1 AND ${t.noticeDays} >= 0`),
  check('listings_discounts_check', sql`${t.discount7Days} BETWEEN 0 AND 90 AND ${t.discount30Days} BETWEEN 0 AND 90`),
]);

/** Stored photos: `key` names the file in MediaStorage; exactly one cover per listing with photos. */
export const listingPhotos = pgTable('listing_photos', {
  id: uuid('id').primaryKey().defaultRandom(),
  listingId: uuid('listing_id').notNull().references(() => listings.id, { onDelete: 'cascade' }),
  key: text('key').notNull().unique(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  position: integer('position').notNull(),
  isCover: boolean('is_cover').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  index('listing_photos_listing_idx').on(t.listingId, t.position),
  uniqueIndex('listing_photos_one_cover_key').on(t.listingId).where(sql`${t.isCover}`),
]);

/** Extras offered with a listing; a price of 0 means included. */
export const listingAccessories = pgTable('listing_accessories', {
  id: uuid('id').primaryKey().defaultRandom(),
  listingId: uuid('listing_id').notNull().references(() => listings.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  pricePerDayCents: integer('price_per_day_cents').notNull(),
  position: integer('position').notNull().default(0),
}, (t) => [
  index('listing_accessories_listing_idx').on(t.listingId),
  check('listing_accessories_price_check', sql`${t.pricePerDayCents} >= 0`),
]);

/** The owner's blocked dates, inclusive at both ends (a `daterange(start_date, end_date, '[]')`). */
export const listingUnavailablePeriods = pgTable('listing_unavailable_periods', {
  id: uuid('id').primaryKey().defaultRandom(),
  listingId: uuid('listing_id').notNull().references(() => listings.id, { onDelete: 'cascade' }),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
}, (t) => [
  index('listing_unavailable_periods_listing_idx').on(t.listingId, t.startDate),
  check('listing_unavailable_periods_order_check', sql`${t.endDate} >= ${t.startDate}`),
]);
