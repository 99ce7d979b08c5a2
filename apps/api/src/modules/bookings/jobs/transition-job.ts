import type { SQL } from 'drizzle-orm';
import type { SystemReasonCode } from '@biclou/domain/booking-history-reasons';
import { canTransition, type BookingStatus } from '@biclou/domain/booking-status';
import { isStepDue, type BookingTimerSettings, type StepKind } from '@biclou/domain/booking-timers';
import type { BookingEventContext } from '../events/booking-event-types';
import { transitionBooking, type BookingRow, type NewBooking } from '../repositories/booking-repository';
import { timedBookingOf } from '../booking-timing';
import { lockTransitionCandidates } from './timer-repository';

/** The system timer's actor, on history rows and events. */
export const SYSTEM = { kind: 'system', userId: null } as const;

export interface TransitionJob {
  from: BookingStatus;
  to: BookingStatus;
  /** The candidates, as SQL over the booking's columns with bounds from `timerBounds` (the domain's rule). */
  due: SQL;
  /** A code the pages translate (`historyReasonOf`). */
  reason: SystemReasonCode;
  /** What the move publishes once committed. */
  event: 'booking.expired' | 'booking.started' | 'booking.completed';
  changes: (now: Date) => Partial<NewBooking>;
}

/** The domain's final word on a locked candidate row (the SQL bounds are exact; this keeps the rule in one place). */
export const stepIsDue = (row: BookingRow, now: Date, step: StepKind, settings: BookingTimerSettings) =>
  isStepDue(timedBookingOf(row), now, step, settings);

/**
 * One system transition for every due booking, in one transaction. The lease is the row lock:
 * `FOR UPDATE SKIP LOCKED` lets several instances run at once on disjoint rows, and the update's
 * `WHERE status = from` makes a second pass (or a crashed one rerun) change nothing.
 * Each move publishes its event after the commit. Returns the bookings that moved.
 */
export async function runTransitionJob(
  ctx: BookingEventContext,
  job: TransitionJob,
  now: Date,
  settings: BookingTimerSettings,
): Promise<BookingRow[]> {
  if (!canTransition(job.from, job.to, 'system')) throw new Error(`no system transition ${job.from} → ${job.to}`);
  return ctx.deps.bookingEvents.transaction(ctx, async (tx, emit) => {
    const due = await lockTransitionCandidates(tx, job.from, job.due);
    const moved: BookingRow[] = [];
    for (const row of due) {
      if (!stepIsDue(row, now, { to: job.to }, settings)) continue;
      const done = await transitionBooking(
        tx,
        row,
        job.to,
        { actor: 'system', userId: null, reason: job.reason, at: now },
        job.changes(now),
      );
      if (!done) continue;
      moved.push(done);
      emit({ type: job.event, booking: done, at: now, actor: SYSTEM });
    }
    return moved;
  });
}
