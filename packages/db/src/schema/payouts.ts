import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { listings } from './listings';
import { users } from './users';

// ---- Banking details and payouts (decisions "Payments, balance and payouts") ------------

/**
 * An owner's bank account for payouts and where it stands with the payout provider's identity
 * checks (KYC). One row per user; the IBAN is stored in electronic format (no spaces, upper case).
 */
export const bankingDetails = pgTable(
  'banking_details',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    holderName: text('holder_name').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic').notNull(),
    /** Which provider holds the account ('sandbox' | 'stripe') and its id there (a Connect account). */
    provider: text('provider').notNull(),
    providerAccountRef: text('provider_account_ref'),
    kycStatus: text('kyc_status', { enum: ['unverified', 'pending', 'verified', 'rejected'] })
      .notNull()
      .default('unverified'),
    kycCheckedAt: timestamp('kyc_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('banking_details_kyc_status_check', sql`${t.kycStatus} IN ('unverified', 'pending', 'verified', 'rejected')`),
  ],
);

/**
 * A payout an owner asked for: some credited bookings of one listing. `pending → processed | failed`.
 * Its amount is the sum of its items; the ledger moves available → in transit when it is asked for,
 * in transit → paid out when processed, and back to available when it fails.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ref: text('ref').notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    status: text('status', { enum: ['pending', 'processed', 'failed'] })
      .notNull()
      .default('pending'),
    amountCents: integer('amount_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    comment: text('comment'),
    failureReason: text('failure_reason'),
    provider: text('provider'),
    providerRef: text('provider_ref'),
    /** The admin who processed or failed it (until the provider's webhook does it). */
    decidedBy: uuid('decided_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payouts_owner_idx').on(t.ownerId, t.createdAt),
    index('payouts_status_idx').on(t.status),
    // The admin queue: keyset pages by status, oldest first.
    index('payouts_status_created_idx').on(t.status, t.createdAt, t.id),
    check('payouts_amount_check', sql`${t.amountCents} > 0`),
    check('payouts_status_check', sql`${t.status} IN ('pending', 'processed', 'failed')`),
  ],
);

/**
 * What a payout pays out of each booking: its credited earnings (`credit`) or its captured deposit
 * (`deposit_captured`), the ledger kind that put the amount on the owner's available balance. One
 * booking's money of one kind is in at most one live payout (partial unique index); a failed payout
 * releases its items so they can be asked for again.
 */
export const payoutItems = pgTable(
  'payout_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    kind: text('kind', { enum: ['credit', 'deposit_captured'] })
      .notNull()
      .default('credit'),
    amountCents: integer('amount_cents').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('payout_items_payout_idx').on(t.payoutId),
    uniqueIndex('payout_items_one_live_key')
      .on(t.bookingId, t.kind)
      .where(sql`${t.releasedAt} IS NULL`),
    check('payout_items_amount_check', sql`${t.amountCents} > 0`),
    check('payout_items_kind_check', sql`${t.kind} IN ('credit', 'deposit_captured')`),
  ],
);
