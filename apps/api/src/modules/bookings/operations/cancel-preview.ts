import { findBookingTransition } from '@biclou/domain/booking-status';
import type { RequestContext } from '../../../platform/http/request-context';
import { bookingOfParty, illegalMove } from '../booking-access';
import { refundFor } from './cancel-booking';

/**
 * GET /bookings/:id/cancel-preview: the exact refund if the caller canceled now (0 before payment),
 * with the notice it is counted on: whole hours and whole days of 24 hours before the pickup.
 */
export async function cancelPreview(ctx: RequestContext, userId: string, bookingId: string) {
  const { db, clock } = ctx.deps;
  const row = await bookingOfParty(db, bookingId, userId);
  const side = row.ownerId === userId ? ('owner' as const) : ('renter' as const);
  if (findBookingTransition(row.status, 'canceled', side)?.action !== 'cancel') throw illegalMove(row, 'canceled');
  const r = row.status === 'paid' ? refundFor(row, side, clock.now()) : null;
  return {
    refundCents: r?.refundTotal ?? 0,
    refundedSubtotal: r?.refundedSubtotal ?? 0,
    refundedServiceFee: r?.refundedServiceFee ?? 0,
    refundPct: r?.refundPct ?? 0,
    daysBefore: r?.daysBefore ?? 0,
    hoursBefore: r?.hoursBefore ?? 0,
    currency: row.currency,
  };
}
