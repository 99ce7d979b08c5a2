import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CANCELATION_OPTION_KEYS } from '@biclou/domain/cancelation-options';
import { BOOKING_ACTORS, BOOKING_STATUSES } from '@biclou/domain/booking-status';
import { DISPUTE_REASONS } from '@biclou/domain/dispute-reasons';
import { createdAt } from './columns';
import { listings, listingUnits } from './listings';
import { users } from './users';

// ---- Bookings, their history and disputes ----------------------------------------------

/**
 * A booking request and its life. Every price line is a snapshot in integer cents taken at request
 * time with the rates of that moment, so later edits of the listing or the settings never change it.
 * A booking runs from its pickup instant to its return instant; `start_date` and `end_date` are
 * those instants' calendar dates on the listing's clock (`time_zone`). Two blocking bookings
 * (accepted, paid, ongoing, disputed) of one listing cannot share an instant: an exclusion
 * constraint on `tstzrange(pickup_at, return_at, '[)')` (custom SQL in the migration), so one
 * renter may bring a bike back at 12:00 and the next take it at 12:00.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ref: text('ref').notNull().unique(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    renterId: uuid('renter_id')
      .notNull()
      .references(() => users.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    returnAt: timestamp('return_at', { withTimezone: true }).notNull(),
    /** The listing's zone when requested: the booking's times are always shown on this clock. */
    timeZone: text('time_zone').notNull(),
    /** Accepted at once by the listing's instant booking. */
    instant: boolean('instant').notNull().default(false),
    /** How many of the listing's identical bikes it takes (`booking_units` names them); every price line is for all of them. */
    unitCount: integer('unit_count').notNull().default(1),
    /**
     * The owner's notice in whole hours when the request was made (the listing's hours, else the
     * owner's default, else the marketplace's): the owner's answer and the payment are due that long
     * before the pickup (domain/booking-timers.ts).
     */
    noticeHours: integer('notice_hours').notNull(),
    noteForOwner: text('note_for_owner'),
    /** The accessories chosen, as they were priced: [{ id, name, pricePerDayCents }]. */
    accessories: jsonb('accessories')
      .$type<{ id: string; name: string; pricePerDayCents: number }[]>()
      .notNull()
      .default([]),
    currency: char('currency', { length: 3 }).notNull(),
    pricePerDayCents: integer('price_per_day_cents').notNull(),
    /** The units charged (domain/time-pricing.ts): days, half-days and hours, with their prices then. */
    days: integer('days').notNull(),
    halfDays: integer('half_days').notNull().default(0),
    hours: integer('hours').notNull().default(0),
    pricePerHalfDayCents: integer('price_per_half_day_cents'),
    pricePerHourCents: integer('price_per_hour_cents'),
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
    cancelationRule: jsonb('cancelation_rule')
      .$type<{ delayDays: number; refundBeforeDelayPct: number; refundAfterDelayPct: number }>()
      .notNull(),
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
  },
  (t) => [
    index('bookings_listing_idx').on(t.listingId, t.startDate),
    index('bookings_renter_idx').on(t.renterId, t.status),
    index('bookings_owner_idx').on(t.ownerId, t.status),
    index('bookings_status_idx').on(t.status),
    // Admin lists: keyset pages sorted by request time or start date.
    index('bookings_requested_at_idx').on(t.requestedAt, t.id),
    index('bookings_start_date_idx').on(t.startDate, t.id),
    check('bookings_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('bookings_times_check', sql`${t.returnAt} > ${t.pickupAt}`),
    check('bookings_notice_hours_check', sql`${t.noticeHours} >= 1`),
    check('bookings_unit_count_check', sql`${t.unitCount} >= 1`),
    check(
      'bookings_money_check',
      sql`${t.subtotalCents} >= 0 AND ${t.totalCents} = ${t.subtotalCents} + ${t.serviceFeeCents} AND ${t.refundCents} >= 0`,
    ),
  ],
);

/**
 * The units a booking holds, with a copy of its span. Two rows of one unit cannot share an instant
 * while both are `active`: an exclusion constraint on `(unit_id, tstzrange(pickup_at, return_at,
 * '[)')) WHERE (active)` (custom SQL in the migration), so under any race a unit is held by at most
 * one booking. `active` is the booking's status being a blocking one (accepted, paid, ongoing,
 * disputed); a trigger on `bookings` keeps it in step with every status change, so no operation
 * has to remember it. A request holds its units inactive: they are a proposal, checked again and
 * reassigned if taken when it is accepted.
 */
export const bookingUnits = pgTable(
  'booking_units',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => listingUnits.id),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    returnAt: timestamp('return_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.unitId] }),
    index('booking_units_unit_idx')
      .on(t.unitId, t.startDate)
      .where(sql`${t.active}`),
    index('booking_units_listing_idx')
      .on(t.listingId, t.startDate)
      .where(sql`${t.active}`),
  ],
);

/** One row per status change, written in the same transaction as the change. */
export const bookingHistory = pgTable(
  'booking_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: BOOKING_STATUSES }),
    toStatus: text('to_status', { enum: BOOKING_STATUSES }).notNull(),
    actor: text('actor', { enum: BOOKING_ACTORS }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('booking_history_booking_idx').on(t.bookingId, t.seq)],
);

/** A renter's dispute; while open it blocks the owner's credit. The admin resolves it (later issue). */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    openedBy: uuid('opened_by')
      .notNull()
      .references(() => users.id),
    reason: text('reason', { enum: DISPUTE_REASONS }).notNull(),
    explanation: text('explanation').notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    /** What the admin decided to refund, in cents of the booking's currency. */
    resolutionRefundCents: integer('resolution_refund_cents'),
    resolutionNote: text('resolution_note'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    // Admin lists: keyset pages, newest first, optionally by status.
    index('disputes_created_idx').on(t.createdAt, t.id),
    index('disputes_status_created_idx').on(t.status, t.createdAt, t.id),
    uniqueIndex('disputes_one_open_key')
      .on(t.bookingId)
      .where(sql`${t.status} = 'open'`),
  ],
);
