import type { BookingResponse, ResolveDisputeRequest } from '@biclou/contracts/bookings';
import type { Tx } from '@biclou/db/client';
import { canTransition } from '@biclou/domain/booking-status';
import { settleDispute } from '@biclou/domain/dispute-settlement';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { bookingNotFound, illegalMove } from '../booking-access';
import { lockBooking, transitionBooking, type BookingRow } from '../repositories/booking-repository';
import { loadBookingSettings } from '../booking-settings';
import { toAdminBooking } from '../booking-view';
import { resolveOpenDispute } from '../repositories/dispute-repository';
import { refundPayment } from './cancel-booking';
import { bookingEscrowCents } from '../../money';

/**
 * disputed → resolved (admin): the refund the admin decided goes back to the renter at once; the rest
 * of the escrow stays there, split by `settleDispute`, and the credit job moves it to the owner's
 * balance when the rental's earnings would have become available (end + the settings' delay), like
 * any other booking. State, history, dispute row and refund: one transaction. Then both parties are
 * emailed the outcome.
 */
export async function resolveDispute(
  ctx: RequestContext,
  adminId: string,
  bookingId: string,
  input: ResolveDisputeRequest,
  /** Called in the transaction with the booking before and after (the admin audit log). */
  onResolved?: (tx: Tx, before: BookingRow, after: BookingRow) => Promise<void>,
): Promise<BookingResponse> {
  const { deps } = ctx;
  const now = deps.clock.now();
  const note = input.note?.trim() || null;
  // After the commit (`dispute.resolved`), both parties learn the outcome: the renter their refund, the
  // owner what they keep and when it becomes available (the credit job tells them again when it is).
  // Once: the transition happens once (a second resolution is 409).
  const row = await ctx.deps.bookingEvents.transaction(ctx, async (tx, emit) => {
    const current = await lockBooking(tx, bookingId);
    if (!current) throw bookingNotFound();
    if (!canTransition(current.status, 'resolved', 'admin')) throw illegalMove(current, 'resolved');
    if (input.refundCents > current.totalCents)
      throw AppError.field('refundCents', 'The refund cannot be more than what was paid.');
    if ((await bookingEscrowCents(tx, current.id)) !== current.totalCents)
      throw AppError.conflict("This booking's escrow does not match what was paid.");
    const s = settleDispute({
      subtotal: current.subtotalCents,
      serviceFee: current.serviceFeeCents,
      commissionRateBp: current.commissionRateBp,
      refundCents: input.refundCents,
    });
    const done = await transitionBooking(
      tx,
      current,
      'resolved',
      { actor: 'admin', userId: adminId, reason: note, at: now },
      {
        refundCents: s.refundCents,
        creditOwnerCents: s.ownerEarnings,
        creditPlatformCents: s.platformRevenue,
      },
    );
    if (!done) throw illegalMove(current, 'resolved');
    await resolveOpenDispute(tx, current.id, {
      resolutionRefundCents: s.refundCents,
      resolutionNote: note,
      resolvedAt: now,
    });
    await refundPayment(tx, deps, done, s.refundCents, now);
    await onResolved?.(tx, current, done);
    emit({ type: 'dispute.resolved', booking: done, at: now, actor: { kind: 'admin', userId: adminId }, note });
    return done;
  });
  // The admin gets the full view, as the owner sees it.
  return { booking: await toAdminBooking(deps.db, row, await loadBookingSettings(deps.db)) };
}
