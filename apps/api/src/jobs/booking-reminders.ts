import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@biclou/db/client';
import { bookingNotices, bookings, reviews } from '@biclou/db/schema';
import { addDays, parisToday } from '@biclou/domain/paris-calendar';
import { REVIEW_PUBLICATION_DAYS } from '@biclou/domain/review-rules';
import type { BookingRow } from '../modules/bookings/booking-repository';
import { JOB_BATCH, ts } from './transition-job';

const DAY_MS = 86_400_000;
/** A side that has not reviewed is reminded 10 days after completion, 4 days before the window closes. */
export const REVIEW_REMINDER_DAYS = 10;

type NoticeKind = (typeof bookingNotices.$inferInsert)['kind'];

/**
 * Claims a once-per-booking notice for the due bookings and returns them. The lease is the notice's
 * primary key: `INSERT … ON CONFLICT DO NOTHING RETURNING` in one statement, so several instances
 * (or a rerun after a crash) never claim the same booking twice. At most once: the mail goes out
 * after the commit, like every booking mail, and a send failure is logged, not retried.
 */
async function claimNotices(db: Db, kind: NoticeKind, due: SQL, now: Date): Promise<BookingRow[]> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(bookingNotices)
      .select(
        tx
          .select({ bookingId: bookings.id, kind: sql<NoticeKind>`${kind}::text`.as('kind'), sentAt: sql<Date>`${ts(now)}`.as('sent_at') })
          .from(bookings)
          .where(due)
          .orderBy(bookings.id)
          .limit(JOB_BATCH),
      )
      .onConflictDoNothing()
      .returning({ bookingId: bookingNotices.bookingId });
    const ids = claimed.map((r) => r.bookingId);
    if (!ids.length) return [];
    return tx.select().from(bookings).where(inArray(bookings.id, ids)).orderBy(bookings.id);
  });
}

const notClaimed = (kind: NoticeKind) => sql`NOT EXISTS (SELECT 1 FROM ${bookingNotices} n WHERE n.booking_id = ${bookings.id} AND n.kind = ${kind})`;

/** Paid bookings that start tomorrow (Paris): both sides are told, once per booking. */
export function claimStartsTomorrow(db: Db, now: Date): Promise<BookingRow[]> {
  const tomorrow = addDays(parisToday(now), 1);
  return claimNotices(db, 'starts_tomorrow', sql`${bookings.status} = 'paid' AND ${bookings.startDate} = ${tomorrow} AND ${notClaimed('starts_tomorrow')}`, now);
}

/**
 * Completed rentals whose side has not written its review 10 days after completion, while the
 * 14-day window is still open: that side is reminded once.
 */
export async function claimReviewReminders(db: Db, now: Date): Promise<{ renter: BookingRow[]; owner: BookingRow[] }> {
  const remindBefore = ts(new Date(now.getTime() - REVIEW_REMINDER_DAYS * DAY_MS));
  const windowOpenAfter = ts(new Date(now.getTime() - REVIEW_PUBLICATION_DAYS * DAY_MS));
  const due = (side: 'renter' | 'owner', kind: NoticeKind) => sql`
    ${bookings.completedAt} IS NOT NULL AND ${bookings.completedAt} <= ${remindBefore} AND ${bookings.completedAt} > ${windowOpenAfter}
    AND NOT EXISTS (SELECT 1 FROM ${reviews} r WHERE r.booking_id = ${bookings.id} AND r.side = ${side})
    AND ${notClaimed(kind)}`;
  const renter = await claimNotices(db, 'review_reminder_renter', due('renter', 'review_reminder_renter'), now);
  const owner = await claimNotices(db, 'review_reminder_owner', due('owner', 'review_reminder_owner'), now);
  return { renter, owner };
}

/** Whether a booking's notice was claimed (tests). */
export async function noticeSent(db: Db, bookingId: string, kind: NoticeKind): Promise<boolean> {
  const rows = await db.select({ id: bookingNotices.bookingId }).from(bookingNotices).where(and(eq(bookingNotices.bookingId, bookingId), eq(bookingNotices.kind, kind), isNotNull(bookingNotices.sentAt)));
  return rows.length > 0;
}
