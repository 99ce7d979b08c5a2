import { handoverRefusalBlock } from '@biclou/domain/deposit-rules';
import { AppError } from '../../platform/http/app-error';
import { cancelWithoutPenalty, lockBookingAs, type BookingRow } from '../bookings';
import { handoverSummary } from '../handover';
import { cancelOpenProviderPayments } from '../money';
import { DEPOSIT_MESSAGES, type DepositCtx } from './deposit-context';
import { holdsOf, lockCurrentHold } from './deposit-repository';

/**
 * The owner refuses the handover because the deposit hold was declined (decisions.md "Refusing the
 * handover"): the booking is canceled by the owner without penalty — full refund, not counted on their
 * profile, the code `deposit_declined` — through the booking operations and the hub (conversation
 * line, emails, bell). The booking and its newest hold are locked and the rule checked under the lock.
 */
export async function refuseHandover(ctx: DepositCtx, ownerId: string, bookingId: string): Promise<BookingRow> {
  const row = await ctx.deps.bookingEvents.transaction(ctx, async (tx, emit) => {
    const booking = await lockBookingAs(tx, bookingId, ownerId, 'owner');
    await lockCurrentHold(tx, bookingId);
    const holds = await holdsOf(tx, bookingId);
    const summary = await handoverSummary(tx, bookingId);
    const block = handoverRefusalBlock({
      status: booking.status,
      holds,
      checkinConfirmedAt: summary.checkin?.confirmedAt ?? null,
      checkoutSubmittedAt: summary.checkout?.submittedAt ?? null,
    });
    if (block) throw AppError.conflict(DEPOSIT_MESSAGES.refuse[block]);
    return cancelWithoutPenalty(tx, ctx.deps, emit, booking, ownerId, ctx.deps.clock.now());
  });
  await cancelOpenProviderPayments(ctx.deps, row.id, ctx.log ?? { warn: () => undefined });
  return row;
}
