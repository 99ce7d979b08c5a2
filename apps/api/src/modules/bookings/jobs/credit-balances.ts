import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { bookings, disputes } from '@biclou/db/schema';
import { timerBounds, type BookingTimerSettings } from '@biclou/domain/booking-timers';
import { creditTransaction } from '@biclou/domain/ledger';
import type { BookingEventContext } from '../booking-event-types';
import { bookingEvents } from '../booking-events';
import type { BookingRow } from '../booking-repository';
import { postLedger } from '../../money';
import { JOB_BATCH } from '../../../platform/jobs/module-job';
import { stepIsDue, SYSTEM } from './transition-job';

/**
 * Credits owners at end + 4 days (decisions "Balance credit"): for each completed booking, or
 * canceled one that kept money, escrow splits into the owner's available balance and platform
 * revenue. An open dispute blocks it (a disputed booking is not `completed`, and an open dispute
 * row is excluded too). The rule is the domain's (`timerBounds.creditableBy` selects, `isStepDue`
 * decides). Lease: SKIP LOCKED on the due rows; `credited_at IS NULL` in the update makes it happen
 * once, whatever runs at the same time. Each credit publishes `booking.credited` after the commit.
 * Returns the bookings credited.
 */
export async function creditBalances(
  ctx: BookingEventContext,
  now: Date,
  settings: BookingTimerSettings,
): Promise<BookingRow[]> {
  return bookingEvents.transaction(ctx, async (tx, emit) => {
    const due = await tx
      .select()
      .from(bookings)
      .where(
        and(
          inArray(bookings.status, ['completed', 'canceled']),
          isNull(bookings.creditedAt),
          gt(sql`${bookings.creditOwnerCents} + ${bookings.creditPlatformCents}`, 0),
          lte(bookings.endDate, timerBounds(now, settings).creditableBy),
          sql`NOT EXISTS (SELECT 1 FROM ${disputes} WHERE ${disputes.bookingId} = ${bookings.id} AND ${disputes.status} = 'open')`,
        ),
      )
      .orderBy(bookings.id)
      .limit(JOB_BATCH)
      .for('update', { skipLocked: true });
    const credited: BookingRow[] = [];
    for (const row of due) {
      if (!stepIsDue(row, now, 'credit', settings)) continue;
      const [claimed] = await tx
        .update(bookings)
        .set({ creditedAt: now, updatedAt: now })
        .where(and(eq(bookings.id, row.id), isNull(bookings.creditedAt)))
        .returning({ id: bookings.id });
      if (!claimed) continue;
      await postLedger(
        tx,
        creditTransaction({
          bookingId: row.id,
          ownerId: row.ownerId,
          ownerEarningsCents: row.creditOwnerCents,
          platformRevenueCents: row.creditPlatformCents,
          currency: row.currency,
        }),
        now,
      );
      const done = { ...row, creditedAt: now, updatedAt: now };
      credited.push(done);
      emit({ type: 'booking.credited', booking: done, at: now, actor: SYSTEM });
    }
    return credited;
  });
}
