import { sql } from 'drizzle-orm';
import { bigint, char, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt } from './columns';

// ---- Payments and the double-entry ledger ---------------------------------------------

/** Card payments: only the brand and last 4 digits are kept. One row per idempotency key. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
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
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    uniqueIndex('payments_one_success_key')
      .on(t.bookingId)
      .where(sql`${t.status} = 'succeeded'`),
  ],
);

/** Double-entry ledger: append-only transactions whose entries sum to 0 (deferred trigger in the migration). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', {
      enum: [
        'payment',
        'refund',
        'credit',
        'payout_requested',
        'payout_paid',
        'payout_failed',
        'payout_returned',
        'deposit_captured',
      ],
    }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id),
    payoutId: uuid('payout_id'),
    currency: char('currency', { length: 3 }).notNull(),
    createdAt: createdAt(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('ledger_transactions_booking_idx').on(t.bookingId)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.account),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_nonzero_check', sql`${t.amountCents} <> 0`),
  ],
);
