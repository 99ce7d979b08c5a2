import type { BookingResponse } from '@biclou/contracts/bookings';
import type { Tx } from '@biclou/db/client';
import { DEPOSIT_DECLINED_REASON } from '@biclou/domain/booking-history-reasons';
import { findBookingTransition } from '@biclou/domain/booking-status';
import type { Refund } from '@biclou/domain/compute-refund';
import { computeRefundByTime } from '@biclou/domain/refund-by-time';
import { refundTransaction } from '@biclou/domain/ledger';
import type { Deps } from '../../../platform/deps';
import type { RequestContext } from '../../../platform/http/request-context';
import { illegalMove, lockBookingAs } from '../booking-access';
import { countOwnerCancellation } from '../repositories/booking-party-repository';
import { transitionBooking, type BookingRow } from '../repositories/booking-repository';
import { loadBookingSettings } from '../booking-settings';
import type { Emit } from '../events/booking-events';
import { toBooking } from '../booking-view';
import { cancelOpenProviderPayments, findSucceededPayment, postLedger } from '../../money';

/**
 * What canceling a paid booking `now` gives back, by the same pure function the trip page's preview
 * uses: the tiers counted in real hours back from the pickup instant (`computeRefundByTime`: 30 days
 * are 720 hours, Zen's 3 days 72 hours, whatever clock change falls in between). `daysBefore` is the
 * whole days of 24 hours in that notice, for the pages that say it in days.
 */
export function refundFor(
  row: BookingRow,
  canceledBy: 'renter' | 'owner',
  now: Date,
): Refund & { hoursBefore: number } {
  const refund = computeRefundByTime({
    price: {
      subtotal: row.subtotalCents,
      serviceFee: row.serviceFeeCents,
      commission: row.commissionCents,
      pricePaidByBuyer: row.totalCents,
      ownerEarnings: row.ownerEarningsCents,
    },
    pickupAt: row.pickupAt,
    canceledAt: now,
    canceledBy,
    option: row.cancelationRule,
    commissionRateBp: row.commissionRateBp,
  });
  return { ...refund, daysBefore: Math.floor(refund.hoursBefore / 24) };
}

/**
 * → canceled. The renter cancels a request or an acceptance with no money involved, or a paid
 * booking with the refund of `refundFor` (the tiers in hours before the pickup); the owner cancels a paid booking with a full refund
 * and one more cancellation on their profile. State, history, refund and ledger: one transaction.
 * What the owner keeps waits in escrow for the credit at the return + 4 × 24 hours.
 */
export async function cancelBooking(
  ctx: RequestContext,
  userId: string,
  bookingId: string,
  reason: string | null,
): Promise<BookingResponse> {
  const { deps } = ctx;
  const now = deps.clock.now();
  const row = await ctx.deps.bookingEvents.transaction(ctx, async (tx, emit) => {
    const current = await lockBookingAs(tx, bookingId, userId, 'either');
    const side = current.ownerId === userId ? ('owner' as const) : ('renter' as const);
    // Only the ordinary cancel rows: an ongoing booking is canceled by `cancelWithoutPenalty` alone.
    if (findBookingTransition(current.status, 'canceled', side)?.action !== 'cancel')
      throw illegalMove(current, 'canceled');
    const who = { actor: side, userId, reason, at: now };
    const base = { canceledAt: now, canceledBy: side, cancelReason: reason };
    if (current.status !== 'paid') {
      const done = await transitionBooking(tx, current, 'canceled', who, base);
      if (!done) throw illegalMove(current, 'canceled');
      emit({ type: 'booking.canceled', booking: done, at: now, actor: { kind: side, userId } });
      return done;
    }
    const refund = refundFor(current, side, now);
    const done = await transitionBooking(tx, current, 'canceled', who, {
      ...base,
      refundCents: refund.refundTotal,
      creditOwnerCents: refund.ownerEarnings,
      creditPlatformCents: refund.platformRevenue,
    });
    if (!done) throw illegalMove(current, 'canceled');
    await refundPayment(tx, deps, done, refund.refundTotal, now);
    emit({ type: 'booking.canceled', booking: done, at: now, actor: { kind: side, userId } });
    if (side === 'owner') await countOwnerCancellation(tx, userId);
    return done;
  });
  await cancelOpenProviderPayments(deps, row.id, ctx.log);
  return { booking: await toBooking(deps.db, row, userId, await loadBookingSettings(deps.db)) };
}

/**
 * → canceled by the owner, without penalty, for the reason the caller checked under the same lock
 * (the deposits module: the hold on the renter's card was declined and the bike not handed
 * over). A full refund like any owner cancellation, from paid or ongoing, but not counted on the
 * owner's profile; the history and the event carry the code `deposit_declined`. Runs in the caller's
 * transaction on the booking it locked; the caller cancels open provider payments after the commit.
 */
export async function cancelWithoutPenalty(
  tx: Tx,
  deps: Pick<Deps, 'payments'>,
  emit: Emit,
  current: BookingRow,
  ownerId: string,
  now: Date,
): Promise<BookingRow> {
  const move = findBookingTransition(current.status, 'canceled', 'owner');
  if (current.ownerId !== ownerId || !move || (move.action !== 'cancel' && move.action !== 'refuse_handover'))
    throw illegalMove(current, 'canceled');
  const reason = DEPOSIT_DECLINED_REASON;
  const refund = refundFor(current, 'owner', now);
  const done = await transitionBooking(
    tx,
    current,
    'canceled',
    { actor: 'owner', userId: ownerId, reason, at: now },
    {
      canceledAt: now,
      canceledBy: 'owner',
      cancelReason: reason,
      refundCents: refund.refundTotal,
      creditOwnerCents: refund.ownerEarnings,
      creditPlatformCents: refund.platformRevenue,
    },
  );
  if (!done) throw illegalMove(current, 'canceled');
  await refundPayment(tx, deps, done, refund.refundTotal, now);
  emit({ type: 'booking.canceled', booking: done, at: now, actor: { kind: 'owner', userId: ownerId } });
  return done;
}

export async function refundPayment(
  tx: Tx,
  deps: Pick<Deps, 'payments'>,
  row: BookingRow,
  amountCents: number,
  now: Date,
) {
  if (amountCents <= 0) return;
  const payment = await findSucceededPayment(tx, row.id);
  if (payment?.providerRef) {
    await deps.payments.refund({
      providerRef: payment.providerRef,
      amountCents,
      currency: row.currency,
      idempotencyKey: `refund:${row.id}`,
    });
  }
  await postLedger(tx, refundTransaction({ bookingId: row.id, amountCents, currency: row.currency }), now);
}
