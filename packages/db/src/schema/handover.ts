import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { bookings } from './bookings';
import { users } from './users';

/**
 * Handover reports: the bike's state at pickup (`checkin`) and at return (`checkout`),
 * one of each per booking. The owner submits it; the renter confirms it or contests it with a
 * comment. `checklist` is the domain's HandoverChecklist (packages/domain/src/handover-checklist.ts).
 */
export const handoverReports = pgTable(
  'handover_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['checkin', 'checkout'] }).notNull(),
    status: text('status', { enum: ['submitted', 'confirmed', 'contested'] }).notNull(),
    checklist: jsonb('checklist').$type<Record<string, unknown>>().notNull(),
    batteryPercent: integer('battery_percent'),
    odometerKm: integer('odometer_km'),
    notes: text('notes').notNull().default(''),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    renterComment: text('renter_comment'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('handover_reports_booking_kind_key').on(t.bookingId, t.kind),
    check('handover_reports_battery_check', sql`${t.batteryPercent} IS NULL OR ${t.batteryPercent} BETWEEN 0 AND 100`),
    check('handover_reports_odometer_check', sql`${t.odometerKm} IS NULL OR ${t.odometerKm} >= 0`),
    check('handover_reports_notes_check', sql`char_length(${t.notes}) <= 2000`),
    check('handover_reports_answer_check', sql`(${t.status} = 'submitted') = (${t.answeredAt} IS NULL)`),
    check('handover_reports_comment_check', sql`(${t.status} = 'contested') = (${t.renterComment} IS NOT NULL)`),
  ],
);

/**
 * A handover photo, re-encoded without EXIF and stored under a private key. It is uploaded before the
 * report is submitted (`report_id` null: a draft of that booking and kind), then attached to the report.
 * `taken_at` is the server's time at upload.
 */
export const handoverPhotos = pgTable(
  'handover_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['checkin', 'checkout'] }).notNull(),
    reportId: uuid('report_id').references(() => handoverReports.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    key: text('key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('handover_photos_booking_idx').on(t.bookingId, t.kind, t.takenAt),
    index('handover_photos_report_idx').on(t.reportId),
  ],
);
