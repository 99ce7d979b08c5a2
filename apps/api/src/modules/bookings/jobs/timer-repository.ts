import { and, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, disputes } from '@biclou/db/schema';
import type { BookingStatus } from '@biclou/domain/booking-status';
import type { TimerBounds } from '@biclou/domain/booking-timers';
import { ts } from '../../../platform/db/sql-params';
import { JOB_BATCH } from '../../../platform/jobs/module-job';
import type { BookingRow } from '../repositories/booking-repository';

/**
 * The candidates of each system transition, as SQL over the booking's columns with the bounds
 * `timerBounds` computes (the domain's rule; a Paris calendar day is a date compared as a date).
 */
export const timerCandidates = {
  requestUnanswered: (x: TimerBounds): SQL =>
    sql`(${bookings.requestedAt} <= ${ts(x.requestedBy)} OR ${bookings.startDate} <= ${x.startedBy})`,
  paymentNotMade: (x: TimerBounds): SQL =>
    sql`(${bookings.acceptedAt} <= ${ts(x.acceptedBy)} OR ${bookings.startDate} <= ${x.startedBy})`,
  rentalStarted: (x: TimerBounds): SQL => sql`${bookings.startDate} <= ${x.startedBy}`,
  rentalEnded: (x: TimerBounds): SQL => sql`${bookings.endDate} <= ${x.endedBy}`,
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
 * A batch of completed, canceled or resolved bookings with escrow left to credit, ended by `creditableBy`
 * and without an open dispute, locked; rows another instance holds are skipped.
 */
export function lockCreditCandidates(tx: DbOrTx, creditableBy: string): Promise<BookingRow[]> {
  return tx
    .select()
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ['completed', 'canceled', 'resolved']),
        isNull(bookings.creditedAt),
        gt(sql`${bookings.creditOwnerCents} + ${bookings.creditPlatformCents}`, 0),
        lte(bookings.endDate, creditableBy),
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
