import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@biclou/db/client';
import { bookingNotices, bookings, reviews } from '@biclou/db/schema';
import { timerBounds } from '@biclou/domain/booking-timers';
import { reviewBounds } from '@biclou/domain/review-rules';
import type { BookingEventContext, BookingEventInput } from '../booking-event-types';
import { bookingEvents } from '../booking-events';
import type { BookingRow } from '../booking-repository';
import { JOB_BATCH, ts } from '../../../platform/jobs/module-job';
import { SYSTEM } from './transition-job';

type NoticeKind = (typeof bookingNotices.$inferInsert)['kind'];

/**
 * Claims a once-per-booking notice for the due bookings, publishes `event` for each after the
 * commit, and returns them. The lease is the notice's primary key: `INSERT … ON CONFLICT DO NOTHING
 * RETURNING` in one statement, so several instances (or a rerun after a crash) never claim the same
 * booking twice. At most once: the mail goes out after the commit, like every booking mail, and a
 * send failure is logged, not retried.
 */
async function claimNotices(
  ctx: BookingEventContext,
  kind: NoticeKind,
  due: SQL,
  now: Date,
  event: (row: BookingRow) => BookingEventInput,
): Promise<BookingRow[]> {
  return bookingEvents.transaction(ctx, async (tx, emit) => {
    const claimed = await tx
      .insert(bookingNotices)
      .select(
        tx
          .select({
            bookingId: bookings.id,
            kind: sql<NoticeKind>`${kind}::text`.as('kind'),
            sentAt: sql<Date>`${ts(now)}`.as('sent_at'),
          })
          .from(bookings)
          .where(due)
          .orderBy(bookings.id)
          .limit(JOB_BATCH),
      )
      .onConflictDoNothing()
      .returning({ bookingId: bookingNotices.bookingId });
    const ids = claimed.map((r) => r.bookingId);
    if (!ids.length) return [];
    const rows = await tx.select().from(bookings).where(inArray(bookings.id, ids)).orderBy(bookings.id);
    for (const row of rows) emit(event(row));
    return rows;
  });
}

const notClaimed = (kind: NoticeKind) =>
  sql`NOT EXISTS (SELECT 1 FROM ${bookingNotices} n WHERE n.booking_id = ${bookings.id} AND n.kind = ${kind})`;

/** Paid bookings that start tomorrow (Paris, `timerBounds`): both sides are told, once per booking. */
export function claimStartsTomorrow(ctx: BookingEventContext, now: Date): Promise<BookingRow[]> {
  const tomorrow = timerBounds(now).startsTomorrow;
  return claimNotices(
    ctx,
    'starts_tomorrow',
    sql`${bookings.status} = 'paid' AND ${bookings.startDate} = ${tomorrow} AND ${notClaimed('starts_tomorrow')}`,
    now,
    (booking) => ({ type: 'booking.starts_tomorrow', booking, at: now, actor: SYSTEM }),
  );
}

/**
 * Completed rentals whose side has not written its review 10 days after completion, while the
 * 14-day window is still open (`isReviewReminderDue`, as bounds by `reviewBounds`): that side is reminded once.
 */
export async function claimReviewReminders(
  ctx: BookingEventContext,
  now: Date,
): Promise<{ renter: BookingRow[]; owner: BookingRow[] }> {
  const x = reviewBounds(now);
  const claim = (side: 'renter' | 'owner', kind: NoticeKind) =>
    claimNotices(
      ctx,
      kind,
      sql`
    ${bookings.completedAt} IS NOT NULL AND ${bookings.completedAt} <= ${ts(x.remindCompletedBy)} AND ${bookings.completedAt} > ${ts(x.windowOpenAfter)}
    AND NOT EXISTS (SELECT 1 FROM ${reviews} r WHERE r.booking_id = ${bookings.id} AND r.side = ${side})
    AND ${notClaimed(kind)}`,
      now,
      (booking) => ({ type: 'booking.review_reminder', booking, at: now, actor: SYSTEM, side }),
    );
  const renter = await claim('renter', 'review_reminder_renter');
  const owner = await claim('owner', 'review_reminder_owner');
  return { renter, owner };
}

/** Whether a booking's notice was claimed (tests). */
export async function noticeSent(db: Db, bookingId: string, kind: NoticeKind): Promise<boolean> {
  const rows = await db
    .select({ id: bookingNotices.bookingId })
    .from(bookingNotices)
    .where(
      and(eq(bookingNotices.bookingId, bookingId), eq(bookingNotices.kind, kind), isNotNull(bookingNotices.sentAt)),
    );
  return rows.length > 0;
}
