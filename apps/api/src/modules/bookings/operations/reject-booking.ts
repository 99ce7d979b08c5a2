import type { BookingResponse } from '@biclou/contracts/bookings';
import { canTransition } from '@biclou/domain/booking-status';
import type { RequestContext } from '../../../platform/http/request-context';
import { illegalMove, lockBookingAs } from '../booking-access';
import { transitionBooking } from '../repositories/booking-repository';
import { loadBookingSettings } from '../booking-settings';
import { toBooking } from '../booking-view';

/** requested → rejected (owner), with an optional reason the renter reads in the email. */
export async function rejectBooking(
  ctx: RequestContext,
  ownerId: string,
  bookingId: string,
  reason: string | null,
): Promise<BookingResponse> {
  const { deps } = ctx;
  const now = deps.clock.now();
  const row = await ctx.deps.bookingEvents.transaction(ctx, async (tx, emit) => {
    const current = await lockBookingAs(tx, bookingId, ownerId, 'owner');
    if (!canTransition(current.status, 'rejected', 'owner')) throw illegalMove(current, 'rejected');
    const done = await transitionBooking(
      tx,
      current,
      'rejected',
      { actor: 'owner', userId: ownerId, reason, at: now },
      { rejectedAt: now, rejectReason: reason },
    );
    if (!done) throw illegalMove(current, 'rejected');
    emit({ type: 'booking.rejected', booking: done, at: now, actor: { kind: 'owner', userId: ownerId } });
    return done;
  });
  return { booking: await toBooking(deps.db, row, ownerId, await loadBookingSettings(deps.db)) };
}
