import { sql } from 'drizzle-orm';
import {
  bigint, boolean, char, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';

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
