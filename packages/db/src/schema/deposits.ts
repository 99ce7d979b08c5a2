import { sql } from 'drizzle-orm';
import { check, char, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { bookings } from './bookings';
import { users } from './users';

/**
 * Deposit card holds: an authorisation on the renter's card, not captured. One live hold per
 * booking (a renewal replaces it: the old one is `released`, a new row is placed). `captured_cents`
 * never exceeds `amount_cents` and is set once (status `captured` or `partially_captured`).
 */
export const depositHolds = pgTable(
  'deposit_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', {
      enum: ['authorised', 'declined', 'released', 'captured', 'partially_captured', 'expired'],
    }).notNull(),
    declineMessage: text('decline_message'),
    capturedCents: integer('captured_cents').notNull().default(0),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('deposit_holds_booking_idx').on(t.bookingId),
    uniqueIndex('deposit_holds_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('deposit_holds_provider_ref_key').on(t.provider, t.providerRef),
    /** At most one live (authorised) hold per booking. */
    uniqueIndex('deposit_holds_live_key')
      .on(t.bookingId)
      .where(sql`${t.status} = 'authorised'`),
    check('deposit_holds_amount_check', sql`${t.amountCents} > 0`),
    check(
      'deposit_holds_captured_check',
      sql`${t.capturedCents} >= 0 AND ${t.capturedCents} <= ${t.amountCents} AND (${t.capturedCents} > 0) = (${t.status} IN ('captured', 'partially_captured'))`,
    ),
  ],
);

/**
 * A damage claim on a booking's deposit: filed by the owner within 48 h of the check-out, answered by
 * the renter, decided by an admin (capture all, part or none of the hold). One claim per booking.
 */
export const depositClaims = pgTable(
  'deposit_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    holdId: uuid('hold_id').references(() => depositHolds.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    description: text('description').notNull(),
    /** Handover photo ids (private) chosen as evidence. */
    photoIds: jsonb('photo_ids').$type<string[]>().notNull().default([]),
    filedBy: uuid('filed_by').references(() => users.id, { onDelete: 'set null' }),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull(),
    renterAnswer: text('renter_answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    status: text('status', { enum: ['open', 'decided'] }).notNull(),
    decidedCents: integer('decided_cents'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deposit_claims_booking_key').on(t.bookingId),
    check('deposit_claims_amount_check', sql`${t.amountCents} > 0`),
    check('deposit_claims_description_check', sql`char_length(${t.description}) BETWEEN 1 AND 2000`),
    check('deposit_claims_answer_check', sql`${t.renterAnswer} IS NULL OR char_length(${t.renterAnswer}) <= 2000`),
    check(
      'deposit_claims_decided_check',
      sql`(${t.status} = 'decided') = (${t.decidedAt} IS NOT NULL) AND (${t.decidedCents} IS NULL OR (${t.decidedCents} >= 0 AND ${t.decidedCents} <= ${t.amountCents}))`,
    ),
  ],
);
