import { timerBounds, type BookingTimerSettings } from '@biclou/domain/booking-timers';
import { creditTransaction } from '@biclou/domain/ledger';
import type { BookingEventContext } from '../events/booking-event-types';
import type { BookingRow } from '../repositories/booking-repository';
import { postLedger } from '../../money';
import { claimCredit, lockCreditCandidates } from './timer-repository';
import { stepIsDue, SYSTEM } from './transition-job';

/**
 * Credits owners at the return + 4 × 24 hours (decisions "Balance credit", "Booking times: instant
 * booking and timers"): for each completed booking, or canceled one that kept money, escrow splits
 * into the owner's available balance and platform revenue. An open dispute blocks it (a disputed booking is not `completed`, and an open dispute
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
  return ctx.deps.bookingEvents.transaction(ctx, async (tx, emit) => {
    const due = await lockCreditCandidates(tx, timerBounds(now, settings).creditableBy);
    const credited: BookingRow[] = [];
    for (const row of due) {
      if (!stepIsDue(row, now, 'credit', settings)) continue;
      if (!(await claimCredit(tx, row.id, now))) continue;
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
