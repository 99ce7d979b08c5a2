import type { BookingResponse, ResolveDisputeRequest } from '@biclou/contracts/bookings';
import type { Tx } from '@biclou/db/client';
import { canTransition } from '@biclou/domain/booking-status';
import { settleDispute } from '@biclou/domain/dispute-settlement';
import { creditTransaction } from '@biclou/domain/ledger';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { bookingNotFound, illegalMove } from './booking-access';
import { lockBooking, transitionBooking, type BookingRow } from './booking-repository';
import { loadBookingSettings } from './booking-settings';
import { bookingEvents } from './booking-events';
import { toAdminBooking } from './booking-view';
import { resolveOpenDispute } from './dispute-repository';
import { refundPayment } from './cancel-booking';
import { bookingEscrowCents, postLedger } from '../money';

/**
 * disputed → resolved (admin): the refund the admin decided goes back to the renter, and the rest of
 * the escrow is credited at once by `settleDispute` (no timer for a resolved booking). State, history,
 * dispute row, refund and credit: one transaction. Then both parties are emailed the outcome.
 */
export async function resolveDispute(
  ctx: RequestContext,
  adminId: string,
  bookingId: string,
  input: ResolveDisputeRequest,
  /** Called in the transaction with the booking before and after (the admin audit log, issue 14). */
  onResolved?: (tx: Tx, before: BookingRow, after: BookingRow) => Promise<void>,
): Promise<BookingResponse> {
  const { deps } = ctx;
  const now = deps.clock.now();
  const note = input.note?.trim() || null;
  // After the commit (`dispute.resolved`), both parties learn the outcome: the renter their refund, the
  // owner what reached their available balance (this replaces the credit job's email, which skips
  // resolved bookings). Once: the transition happens once (a second resolution is 409).
  const row = await bookingEvents.transaction(ctx, async (tx, emit) => {
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
        creditedAt: now,
      },
    );
    if (!done) throw illegalMove(current, 'resolved');
    await resolveOpenDispute(tx, current.id, {
      resolutionRefundCents: s.refundCents,
      resolutionNote: note,
      resolvedAt: now,
    });
    await refundPayment(tx, deps, done, s.refundCents, now);
    if (s.ownerEarnings + s.platformRevenue > 0) {
      await postLedger(
        tx,
        creditTransaction({
          bookingId: done.id,
          ownerId: done.ownerId,
          ownerEarningsCents: s.ownerEarnings,
          platformRevenueCents: s.platformRevenue,
          currency: done.currency,
        }),
        now,
      );
    }
    await onResolved?.(tx, current, done);
    emit({ type: 'dispute.resolved', booking: done, at: now, actor: { kind: 'admin', userId: adminId }, note });
    return done;
  });
  // The admin gets the full view, as the owner sees it.
  return { booking: await toAdminBooking(deps.db, row, await loadBookingSettings(deps.db)) };
}
