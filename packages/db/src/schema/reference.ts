import { sql } from 'drizzle-orm';
import { boolean, char, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// ---- Reference data upserted at boot, and the admin's booking settings ----------------------------

/** The four countries Biclou operates in; currency is a column so CHF can come later. */
export const countries = pgTable('countries', {
  code: char('code', { length: 2 }).primaryKey(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  dialCode: text('dial_code').notNull(),
  currency: char('currency', { length: 3 }).notNull().default('EUR'),
  active: boolean('active').notNull().default(true),
  /** Order in country pickers (lower first), edited by the admin. */
  priority: integer('priority').notNull().default(0),
  /** VAT rate in basis points (2000 = 20 %). */
  vatRateBp: integer('vat_rate_bp').notNull().default(0),
});

/** Booking settings edited by the admin; one row (id = 1). Rates in basis points. */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    id: integer('id').primaryKey().default(1),
    serviceFeeRateBp: integer('service_fee_rate_bp').notNull().default(1000),
    commissionRateBp: integer('commission_rate_bp').notNull().default(1500),
    creditDelayDays: integer('credit_delay_days').notNull().default(4),
    requestExpiryHours: integer('request_expiry_hours').notNull().default(48),
    maxOpenRequests: integer('max_open_requests').notNull().default(5),
    /** How long an instant booking holds its times for the renter's payment. */
    instantPaymentWindowMinutes: integer('instant_payment_window_minutes').notNull().default(30),
    /** The longest booking in days and the latest start in months from today (domain/booking-window.ts). */
    maxBookingDays: integer('max_booking_days').notNull().default(60),
    maxAdvanceMonths: integer('max_advance_months').notNull().default(12),
    cancelationOptions: jsonb('cancelation_options').notNull(),
    /** The smallest payout an owner may ask for, in cents (0: no minimum). */
    minPayoutCents: integer('min_payout_cents').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'booking_settings_window_check',
      sql`${t.maxBookingDays} BETWEEN 1 AND 365 AND ${t.maxAdvanceMonths} BETWEEN 1 AND 24`,
    ),
    check('booking_settings_instant_window_check', sql`${t.instantPaymentWindowMinutes} BETWEEN 5 AND 1440`),
  ],
);

/** Listing categories; reference data upserted at boot, edited by the admin later. */
export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  position: integer('position').notNull().default(0),
  /** An icon name from the admin's icon list (null: the default bike icon). */
  icon: text('icon'),
});

export const subCategories = pgTable(
  'sub_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    position: integer('position').notNull().default(0),
    icon: text('icon'),
  },
  (t) => [uniqueIndex('sub_categories_slug_key').on(t.categoryId, t.slug)],
);

/** The size scale: adult frame sizes (XS–XL) and kids' wheel sizes (12"–26"). */
export const sizes = pgTable('sizes', {
  code: text('code').primaryKey(),
  kind: text('kind', { enum: ['frame', 'wheel'] }).notNull(),
  labelEn: text('label_en').notNull(),
  labelFr: text('label_fr').notNull(),
  position: integer('position').notNull().default(0),
});
