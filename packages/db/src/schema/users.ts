import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OpeningHours } from '@biclou/domain/opening-hours';
import { createdAt } from './columns';
import { countries } from './reference';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    country: char('country', { length: 2 }).references(() => countries.code),
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    isPro: boolean('is_pro').notNull().default(false),
    /** The hours an owner's listings follow unless a listing sets its own (domain/opening-hours.ts). */
    defaultOpeningHours: jsonb('default_opening_hours').$type<OpeningHours>(),
    siret: text('siret'),
    description: text('description'),
    website: text('website'),
    birthdate: date('birthdate'),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    spokenLanguages: text('spoken_languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    iban: text('iban'),
    bic: text('bic'),
    locale: text('locale', { enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    theme: text('theme', { enum: ['system', 'light', 'dark'] })
      .notNull()
      .default('system'),
    /** "Email me about new messages": one notice when a conversation stays unread (decisions "Notifications"). */
    messageEmails: boolean('message_emails').notNull().default(true),
    ownerCancellationCount: integer('owner_cancellation_count').notNull().default(0),
    /** Suspended by an admin: no login, no session, listings hidden. The reason is shown at login. */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // The admin users list: one index behind each sort (keyset on sort key + id) and the search.
    index('users_admin_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_admin_email_idx').on(sql`lower(${t.email})`, t.id),
    index('users_admin_name_idx').on(sql`lower(${t.lastname})`, sql`lower(${t.firstname})`, t.id),
    index('users_admin_search_idx').using(
      'gin',
      sql`(lower(${t.email} || ' ' || ${t.firstname} || ' ' || ${t.lastname})) gin_trgm_ops`,
    ),
  ],
);

/** A session is a device: opaque token stored as a SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    name: text('name').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use, expiring tokens for email verification and password reset. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.kind)],
);

export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('phone_codes_user_idx').on(t.userId)],
);
