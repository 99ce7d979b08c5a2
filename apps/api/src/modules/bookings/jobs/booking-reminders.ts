import type { SQL } from 'drizzle-orm';
import { timerBounds } from '@biclou/domain/booking-timers';
import { reviewBounds } from '@biclou/domain/review-rules';
import type { BookingEventContext, BookingEventInput } from '../events/booking-event-types';
import type { BookingRow } from '../repositories/booking-repository';
import {
  claimNoticeRows,
  pickupSoonDue,
  reviewReminderDue,
  startsTomorrowDue,
  type NoticeKind,
} from './notice-repository';
import { SYSTEM } from './transition-job';

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
  return ctx.deps.bookingEvents.transaction(ctx, async (tx, emit) => {
    const rows = await claimNoticeRows(tx, kind, due, now);
    for (const row of rows) emit(event(row));
    return rows;
  });
}

/**
 * Paid bookings that start tomorrow on their own clock (`isStartsTomorrowDue`, as bounds by
 * `timerBounds`): both sides are told, once per booking.
 */
export function claimStartsTomorrow(ctx: BookingEventContext, now: Date): Promise<BookingRow[]> {
  const tomorrow = timerBounds(now).startsTomorrow;
  return claimNotices(ctx, 'starts_tomorrow', startsTomorrowDue(tomorrow), now, (booking) => ({
    type: 'booking.starts_tomorrow',
    booking,
    at: now,
    actor: SYSTEM,
  }));
}

/**
 * Paid bookings whose pickup is within 2 hours (`isPickupSoonDue`, as bounds by `timerBounds`): the
 * renter is told once, however many instances run the job (the notice's key is the lease).
 */
export function claimPickupSoon(ctx: BookingEventContext, now: Date): Promise<BookingRow[]> {
  return claimNotices(ctx, 'pickup_soon', pickupSoonDue(timerBounds(now)), now, (booking) => ({
    type: 'booking.pickup_soon',
    booking,
    at: now,
    actor: SYSTEM,
  }));
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
    claimNotices(ctx, kind, reviewReminderDue(side, kind, x), now, (booking) => ({
      type: 'booking.review_reminder',
      booking,
      at: now,
      actor: SYSTEM,
      side,
    }));
  const renter = await claim('renter', 'review_reminder_renter');
  const owner = await claim('owner', 'review_reminder_owner');
  return { renter, owner };
}
