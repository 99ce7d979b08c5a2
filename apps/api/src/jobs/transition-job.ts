import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@biclou/db/client';
import { bookings } from '@biclou/db/schema';
import type { SystemReasonCode } from '@biclou/domain/booking-history-reasons';
import { canTransition, type BookingStatus } from '@biclou/domain/booking-status';
import { transitionBooking, type BookingRow, type NewBooking } from '../modules/bookings/booking-repository';

export const JOB_BATCH = 200;

export interface TransitionJob {
  from: BookingStatus;
  to: BookingStatus;
  /** The rows whose step is due (SQL over the booking's columns). */
  due: SQL;
  /** A code the pages translate (`historyReasonOf`). */
  reason: SystemReasonCode;
  changes: (now: Date) => Partial<NewBooking>;
}

/**
 * One system transition for every due booking, in one transaction. The lease is the row lock:
 * `FOR UPDATE SKIP LOCKED` lets several instances run at once on disjoint rows, and the update's
 * `WHERE status = from` makes a second pass (or a crashed one rerun) change nothing.
 * Returns the bookings that moved.
 */
export async function runTransitionJob(db: Db, job: TransitionJob, now: Date): Promise<BookingRow[]> {
  if (!canTransition(job.from, job.to, 'system')) throw new Error(`no system transition ${job.from} → ${job.to}`);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(and(eq(bookings.status, job.from), job.due))
      .orderBy(bookings.id)
      .limit(JOB_BATCH)
      .for('update', { skipLocked: true });
    const moved: BookingRow[] = [];
    for (const row of due) {
      const done = await transitionBooking(tx, row, job.to, { actor: 'system', userId: null, reason: job.reason, at: now }, job.changes(now));
      if (done) moved.push(done);
    }
    return moved;
  });
}

/** A timestamp parameter for SQL comparisons. */
export const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
