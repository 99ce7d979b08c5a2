import type { OpenDisputeRequest } from '@biclou/contracts/bookings';
import { canOpenDispute } from '@biclou/domain/booking-status';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { lockBookingAs } from '../booking-access';
import { transitionBooking } from '../repositories/booking-repository';
import { insertDispute } from '../repositories/dispute-repository';
import { loadBookingSettings } from '../booking-settings';
import { toBooking } from '../booking-view';

const DISPUTE_CLOSED_MESSAGE = 'A dispute can no longer be opened for this booking.';

/**
 * paid / ongoing / completed → disputed (renter), until the owner's balance is credited. The open
 * dispute blocks the credit; an admin resolves it (disputed → resolved). The owner is emailed.
 */
export async function openDispute(ctx: RequestContext, renterId: string, bookingId: string, input: OpenDisputeRequest) {
  const { deps } = ctx;
  const now = deps.clock.now();
  // After the commit (`dispute.opened`): the owner learns that their earnings are on hold, and why.
  const { row, dispute } = await ctx.deps.bookingEvents.transaction(ctx, async (tx, emit) => {
    const current = await lockBookingAs(tx, bookingId, renterId, 'renter');
    if (!canOpenDispute(current.status, current.creditedAt !== null)) throw AppError.conflict(DISPUTE_CLOSED_MESSAGE);
    const done = await transitionBooking(tx, current, 'disputed', {
      actor: 'renter',
      userId: renterId,
      reason: input.reason,
      at: now,
    });
    if (!done) throw AppError.conflict(DISPUTE_CLOSED_MESSAGE);
    const created = await insertDispute(tx, {
      bookingId,
      openedBy: renterId,
      reason: input.reason,
      explanation: input.explanation.trim(),
      createdAt: now,
    });
    emit({
      type: 'dispute.opened',
      booking: done,
      at: now,
      actor: { kind: 'renter', userId: renterId },
      reason: input.reason,
    });
    return { row: done, dispute: created };
  });
  return {
    dispute: {
      id: dispute.id,
      bookingId,
      reason: dispute.reason,
      explanation: dispute.explanation,
      status: dispute.status,
      createdAt: dispute.createdAt.toISOString(),
    },
    booking: await toBooking(deps.db, row, renterId, await loadBookingSettings(deps.db)),
  };
}
