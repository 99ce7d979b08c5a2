import { and, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, disputes } from '@biclou/db/schema';
import type { BookingStatus } from '@biclou/domain/booking-status';
import type { TimerBounds } from '@biclou/domain/booking-timers';
import { ts } from '../../../platform/db/sql-params';
import { JOB_BATCH } from '../../../platform/jobs/module-job';
import type { BookingRow } from '../repositories/booking-repository';

/** The row's notice cutoff, the pickup minus its notice hours, at or before `now` (interval hours are exact durations). */
const pastNoticeCutoff = (x: TimerBounds): SQL =>
  sql`${bookings.pickupAt} - make_interval(hours => ${bookings.noticeHours}) <= ${ts(x.now)}`;

/**
 * The candidates of each system transition, as SQL over the booking's columns with the bounds
 * `timerBounds` computes (the domain's rule: a window ends at its full length, or once the notice
 * cutoff has passed and the floor has run). An accepted row without `accepted_at` reads its request
 * time, as `timedBookingOf` does.
 */
export const timerCandidates = {
  requestUnanswered: (x: TimerBounds): SQL =>
    sql`(${bookings.requestedAt} <= ${ts(x.requestedBy)} OR (${pastNoticeCutoff(x)} AND ${bookings.requestedAt} <= ${ts(x.flooredBy)}))`,
  paymentNotMade: (x: TimerBounds): SQL => {
    const acceptedAt = sql`coalesce(${bookings.acceptedAt}, ${bookings.requestedAt})`;
    return sql`(
      (${bookings.instant} AND ${acceptedAt} <= ${ts(x.instantAcceptedBy)})
      OR (NOT ${bookings.instant} AND ${acceptedAt} <= ${ts(x.acceptedBy)})
      OR (${pastNoticeCutoff(x)} AND ${acceptedAt} <= ${ts(x.flooredBy)}))`;
  },
  rentalStarted: (x: TimerBounds): SQL => sql`${bookings.pickupAt} <= ${ts(x.now)}`,
  rentalEnded: (x: TimerBounds): SQL => sql`${bookings.returnAt} <= ${ts(x.now)}`,
};

/** A batch of bookings in `from` matching `due`, locked; rows another instance holds are skipped. */
export function lockTransitionCandidates(tx: DbOrTx, from: BookingStatus, due: SQL): Promise<BookingRow[]> {
  return tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, from), due))
    .orderBy(bookings.id)
    .limit(JOB_BATCH)
    .for('update', { skipLocked: true });
}

/**
 * A batch of completed, canceled or resolved bookings with escrow left to credit, returned by `creditableBy`
 * and without an open dispute, locked; rows another instance holds are skipped.
 */
export function lockCreditCandidates(tx: DbOrTx, creditableBy: Date): Promise<BookingRow[]> {
  return tx
    .select()
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ['completed', 'canceled', 'resolved']),
        isNull(bookings.creditedAt),
        gt(sql`${bookings.creditOwnerCents} + ${bookings.creditPlatformCents}`, 0),
        lte(bookings.returnAt, creditableBy),
        sql`NOT EXISTS (SELECT 1 FROM ${disputes} WHERE ${disputes.bookingId} = ${bookings.id} AND ${disputes.status} = 'open')`,
      ),
    )
    .orderBy(bookings.id)
    .limit(JOB_BATCH)
    .for('update', { skipLocked: true });
}

/** Marks the booking credited, once: false when it already was. */
export async function claimCredit(tx: DbOrTx, bookingId: string, now: Date): Promise<boolean> {
  const [claimed] = await tx
    .update(bookings)
    .set({ creditedAt: now, updatedAt: now })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.creditedAt)))
    .returning({ id: bookings.id });
  return Boolean(claimed);
}
