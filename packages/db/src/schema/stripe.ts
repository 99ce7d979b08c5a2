import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// ---- Stripe webhooks (decisions "Stripe") -----------------------------------------------

/**
 * Every Stripe event we accepted (signature checked), by Stripe's event id. The row is written in
 * the same transaction as the state change the event causes, so a replayed or concurrent delivery
 * of one event changes nothing (its insert finds the id and the handler is skipped).
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** The object the event is about (pi_…, acct_…, po_…, re_…), for support. */
  objectId: text('object_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
  /** What the handler did: 'paid', 'already_paid', 'refunded_late_payment', 'ignored'… */
  outcome: text('outcome'),
});
