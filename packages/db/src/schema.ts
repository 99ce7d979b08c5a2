import { sql } from 'drizzle-orm';
import {
  bigint, boolean, char, check, date, doublePrecision, index, integer, jsonb, pgTable, point, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { CANCELATION_OPTION_KEYS } from '@biclou/domain/cancelation-options';
import { LISTING_STATUSES } from '@biclou/domain/listing-status';
import { BOOKING_ACTORS, BOOKING_STATUSES } from '@biclou/domain/booking-status';
import { DISPUTE_REASONS } from '@biclou/domain/dispute-reasons';

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
  /** The longest booking in days and the latest start in months from today (domain/booking-window.ts). */
  maxBookingDays: integer('max_booking_days').notNull().default(60),
  maxAdvanceMonths: integer('max_advance_months').notNull().default(12),
  cancelationOptions: jsonb('cancelation_options').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('booking_settings_window_check', sql`${t.maxBookingDays} BETWEEN 1 AND 365 AND ${t.maxAdvanceMonths} BETWEEN 1 AND 24`),
]);

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

// ---- Bookings, payments, ledger (issue 5) -------------------------------------------------------

/**
 * A booking request and its life. Every price line is a snapshot in integer cents taken at request
 * time with the rates of that moment, so later edits of the listing or the settings never change it.
 * Two blocking bookings (accepted, paid, ongoing, disputed) of one listing cannot share a day: an
 * exclusion constraint on `daterange(start_date, end_date, '[]')` (custom SQL in the migration).
 */
export const bookings = pgTable('bookings', {
  id: uuid('id').primaryKey().defaultRandom(),
  ref: text('ref').notNull().unique(),
  listingId: uuid('listing_id').notNull().references(() => listings.id),
  renterId: uuid('renter_id').notNull().references(() => users.id),
  ownerId: uuid('owner_id').notNull().references(() => users.id),
  status: text('status', { enum: BOOKING_STATUSES }).notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  noteForOwner: text('note_for_owner'),
  /** The accessories chosen, as they were priced: [{ id, name, pricePerDayCents }]. */
  accessories: jsonb('accessories').$type<{ id: string; name: string; pricePerDayCents: number }[]>().notNull().default([]),
  currency: char('currency', { length: 3 }).notNull(),
  pricePerDayCents: integer('price_per_day_cents').notNull(),
  days: integer('days').notNull(),
  baseCents: integer('base_cents').notNull(),
  discountCents: integer('discount_cents').notNull(),
  accessoriesCents: integer('accessories_cents').notNull(),
  subtotalCents: integer('subtotal_cents').notNull(),
  serviceFeeCents: integer('service_fee_cents').notNull(),
  commissionCents: integer('commission_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
  ownerEarningsCents: integer('owner_earnings_cents').notNull(),
  serviceFeeRateBp: integer('service_fee_rate_bp').notNull(),
  commissionRateBp: integer('commission_rate_bp').notNull(),
  depositCents: integer('deposit_cents').notNull(),
  cancelationOption: text('cancelation_option', { enum: CANCELATION_OPTION_KEYS }).notNull(),
  /** The option's rule as the settings held it: { delayDays, refundBeforeDelayPct, refundAfterDelayPct }. */
  cancelationRule: jsonb('cancelation_rule').$type<{ delayDays: number; refundBeforeDelayPct: number; refundAfterDelayPct: number }>().notNull(),
  /** After a paid cancellation: what went back to the renter, and what the later credit splits. */
  refundCents: integer('refund_cents').notNull().default(0),
  creditOwnerCents: integer('credit_owner_cents').notNull().default(0),
  creditPlatformCents: integer('credit_platform_cents').notNull().default(0),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  expiredAt: timestamp('expired_at', { withTimezone: true }),
  startedAt: timestamp('started_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  creditedAt: timestamp('credited_at', { withTimezone: true }),
  rejectReason: text('reject_reason'),
  cancelReason: text('cancel_reason'),
  canceledBy: text('canceled_by', { enum: ['renter', 'owner'] }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('bookings_listing_idx').on(t.listingId, t.startDate),
  index('bookings_renter_idx').on(t.renterId, t.status),
  index('bookings_owner_idx').on(t.ownerId, t.status),
  index('bookings_status_idx').on(t.status),
  check('bookings_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  check('bookings_money_check', sql`${t.subtotalCents} >= 0 AND ${t.totalCents} = ${t.subtotalCents} + ${t.serviceFeeCents} AND ${t.refundCents} >= 0`),
]);

/** One row per status change, written in the same transaction as the change. */
export const bookingHistory = pgTable('booking_history', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
  fromStatus: text('from_status', { enum: BOOKING_STATUSES }),
  toStatus: text('to_status', { enum: BOOKING_STATUSES }).notNull(),
  actor: text('actor', { enum: BOOKING_ACTORS }).notNull(),
  actorUserId: uuid('actor_user_id').references(() => users.id),
  reason: text('reason'),
  at: timestamp('at', { withTimezone: true }).notNull(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
}, (t) => [index('booking_history_booking_idx').on(t.bookingId, t.seq)]);

/** Card payments: only the brand and last 4 digits are kept. One row per idempotency key. */
export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull().references(() => bookings.id),
  provider: text('provider').notNull(),
  providerRef: text('provider_ref'),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  status: text('status', { enum: ['requires_action', 'succeeded', 'failed'] }).notNull(),
  cardBrand: text('card_brand'),
  cardLast4: char('card_last4', { length: 4 }),
  failureMessage: text('failure_message'),
  /** With `requires_action`: what the client sends back to confirm (a Stripe client secret later). */
  confirmToken: text('confirm_token'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('payments_booking_idx').on(t.bookingId),
  uniqueIndex('payments_one_success_key').on(t.bookingId).where(sql`${t.status} = 'succeeded'`),
]);

/** Double-entry ledger: append-only transactions whose entries sum to 0 (deferred trigger in the migration). */
export const ledgerTransactions = pgTable('ledger_transactions', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['payment', 'refund', 'credit', 'payout_requested', 'payout_paid', 'payout_failed', 'payout_returned'] }).notNull(),
  bookingId: uuid('booking_id').references(() => bookings.id),
  payoutId: uuid('payout_id'),
  currency: char('currency', { length: 3 }).notNull(),
  createdAt: createdAt(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
}, (t) => [index('ledger_transactions_booking_idx').on(t.bookingId)]);

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
  transactionId: uuid('transaction_id').notNull().references(() => ledgerTransactions.id),
  account: text('account').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
}, (t) => [
  index('ledger_entries_account_idx').on(t.account),
  index('ledger_entries_transaction_idx').on(t.transactionId),
  check('ledger_entries_nonzero_check', sql`${t.amountCents} <> 0`),
]);

/** A renter's dispute; while open it blocks the owner's credit. The admin resolves it (later issue). */
export const disputes = pgTable('disputes', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull().references(() => bookings.id),
  openedBy: uuid('opened_by').notNull().references(() => users.id),
  reason: text('reason', { enum: DISPUTE_REASONS }).notNull(),
  explanation: text('explanation').notNull(),
  status: text('status', { enum: ['open', 'resolved'] }).notNull().default('open'),
  /** What the admin decided to refund, in cents of the booking's currency. */
  resolutionRefundCents: integer('resolution_refund_cents'),
  resolutionNote: text('resolution_note'),
  createdAt: createdAt(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
}, (t) => [uniqueIndex('disputes_one_open_key').on(t.bookingId).where(sql`${t.status} = 'open'`)]);
export * from './schema-payouts';
export * from './schema-stripe';
export * from './schema-places';
export * from './schema-seo';
export * from './schema-reviews';
