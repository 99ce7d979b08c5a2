import type { Tx } from '@biclou/db/client';
import { canTransition } from '@biclou/domain/booking-status';
import type { Refund } from '@biclou/domain/compute-refund';
import type { RequestContext } from '../../../platform/http/request-context';
import { bookingNotFound, illegalMove } from '../booking-access';
import { findBooking, lockBooking, transitionBooking, type BookingRow } from '../repositories/booking-repository';
import { refundFor, refundPayment } from './cancel-booking';
import { cancelOpenProviderPayments } from '../../money';

/**
 * The refunds an admin may choose when canceling a paid booking, each computed by the domain's
 * `refundFor` (the same function as the renter's and the owner's cancellations): `policy` is
 * what the renter's cancellation would give back now, `full` what the owner's would (everything).
 */
type AdminRefundChoice = 'policy' | 'full';

function adminRefundFor(row: BookingRow, choice: AdminRefundChoice, now: Date): Refund {
  return refundFor(row, choice === 'full' ? 'owner' : 'renter', now);
}

/** What each choice would refund if the admin canceled now; null when the booking is not paid (no money). */
export async function adminCancelPreview(ctx: RequestContext, bookingId: string) {
  const row = await findBooking(ctx.deps.db, bookingId);
  if (!row) throw bookingNotFound();
  if (!canTransition(row.status, 'canceled', 'admin')) throw illegalMove(row, 'canceled');
  const now = ctx.deps.clock.now();
  return {
    row,
    options:
      row.status === 'paid'
        ? { policy: adminRefundFor(row, 'policy', now), full: adminRefundFor(row, 'full', now) }
        : null,
  };
}

/**
 * → canceled by an admin, through the same steps as the parties' cancellation: one transaction for
 * the state, the history (actor admin), the refund chosen and its ledger transaction; the booking
 * events hub tells the renter after the commit. What the owner keeps waits in escrow for the credit.
 */
export async function adminCancelBooking(
  ctx: RequestContext,
  adminId: string,
  bookingId: string,
  input: { refund: AdminRefundChoice; reason: string },
  onCanceled?: (tx: Tx, before: BookingRow, after: BookingRow, refund: Refund | null) => Promise<void>,
): Promise<BookingRow> {
  const { deps } = ctx;
  const now = deps.clock.now();
  const row = await ctx.deps.bookingEvents.transaction(ctx, async (tx, emit) => {
    const current = await lockBooking(tx, bookingId);
    if (!current) throw bookingNotFound();
    if (!canTransition(current.status, 'canceled', 'admin')) throw illegalMove(current, 'canceled');
    const who = { actor: 'admin' as const, userId: adminId, reason: input.reason, at: now };
    const base = { canceledAt: now, canceledBy: null, cancelReason: input.reason };
    const refund = current.status === 'paid' ? adminRefundFor(current, input.refund, now) : null;
    const done = await transitionBooking(
      tx,
      current,
      'canceled',
      who,
      refund
        ? {
            ...base,
            refundCents: refund.refundTotal,
            creditOwnerCents: refund.ownerEarnings,
            creditPlatformCents: refund.platformRevenue,
          }
        : base,
    );
    if (!done) throw illegalMove(current, 'canceled');
    if (refund) await refundPayment(tx, deps, done, refund.refundTotal, now);
    await onCanceled?.(tx, current, done, refund);
    emit({ type: 'booking.canceled', booking: done, at: now, actor: { kind: 'admin', userId: adminId } });
    return done;
  });
  await cancelOpenProviderPayments(deps, row.id, ctx.log);
  return row;
}
