import { inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookingNotices, bookings, reviews } from '@biclou/db/schema';
import { ts } from '../../../platform/db/sql-params';
import { JOB_BATCH } from '../../../platform/jobs/module-job';
import type { BookingRow } from '../repositories/booking-repository';

export type NoticeKind = (typeof bookingNotices.$inferInsert)['kind'];

/**
 * Claims the `kind` notice for a batch of the bookings matching `due` and returns them. The lease
 * is the notice's primary key: `INSERT … ON CONFLICT DO NOTHING RETURNING` in one statement.
 */
export async function claimNoticeRows(tx: DbOrTx, kind: NoticeKind, due: SQL, now: Date): Promise<BookingRow[]> {
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
  return tx.select().from(bookings).where(inArray(bookings.id, ids)).orderBy(bookings.id);
}

const notClaimed = (kind: NoticeKind) =>
  sql`NOT EXISTS (SELECT 1 FROM ${bookingNotices} n WHERE n.booking_id = ${bookings.id} AND n.kind = ${kind})`;

/** Paid bookings whose start date is tomorrow on their own clock (one date per zone) and whose notice is not claimed. */
export const startsTomorrowDue = (tomorrow: readonly { timeZone: string; date: string }[]): SQL => {
  const onTheirClock = sql.join(
    tomorrow.map((z) => sql`(${bookings.timeZone} = ${z.timeZone} AND ${bookings.startDate} = ${z.date})`),
    sql` OR `,
  );
  return sql`${bookings.status} = 'paid' AND (${onTheirClock}) AND ${notClaimed('starts_tomorrow')}`;
};

/** Paid bookings picked up after `now` and by `pickupSoonBy`, whose "pickup soon" notice is not claimed. */
export const pickupSoonDue = (x: { now: Date; pickupSoonBy: Date }): SQL =>
  sql`${bookings.status} = 'paid' AND ${bookings.pickupAt} > ${ts(x.now)} AND ${bookings.pickupAt} <= ${ts(x.pickupSoonBy)}
    AND ${notClaimed('pickup_soon')}`;

/** Bookings completed within the bounds whose `side` has not reviewed and whose `kind` notice is not claimed. */
export const reviewReminderDue = (
  side: 'renter' | 'owner',
  kind: NoticeKind,
  x: { remindCompletedBy: Date; windowOpenAfter: Date },
): SQL =>
  sql`
    ${bookings.completedAt} IS NOT NULL AND ${bookings.completedAt} <= ${ts(x.remindCompletedBy)} AND ${bookings.completedAt} > ${ts(x.windowOpenAfter)}
    AND NOT EXISTS (SELECT 1 FROM ${reviews} r WHERE r.booking_id = ${bookings.id} AND r.side = ${side})
    AND ${notClaimed(kind)}`;
