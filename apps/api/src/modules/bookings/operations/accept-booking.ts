import type { BookingResponse } from '@biclou/contracts/bookings';
import { BOOKING_REQUEST_MESSAGES, isTimeAvailable } from '@biclou/domain/availability';
import type { SystemReasonCode } from '@biclou/domain/booking-history-reasons';
import { canTransition } from '@biclou/domain/booking-status';
import { requestExpiresAt } from '@biclou/domain/booking-timers';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { listUnavailablePeriods, lockListing } from '../../listings';
import { bookingNotFound, illegalMove, lockBookingAs } from '../booking-access';
import { findBooking, transitionBooking, type BookingRow } from '../repositories/booking-repository';
import { listBlockingBookings, lockOverlappingRequests } from '../repositories/booking-calendar-repository';
import { loadBookingSettings, timerSettings } from '../booking-settings';
import { toBooking } from '../booking-view';
import { isExclusionViolation } from '../../../platform/db/pg-errors';

/** The code of the other requests an accept rejects (pages and emails translate it: `historyReasonOf`). */
export const AUTO_REJECT_REASON: SystemReasonCode = 'other_request_accepted';
const unavailable = () => AppError.conflict(BOOKING_REQUEST_MESSAGES.unavailable);

/**
 * requested → accepted (owner). The listing row is locked first so accepts of one listing run one
 * after the other (and never deadlock on each other's requests); the exclusion constraint is the
 * last word: a 23P01 becomes the spec's 409. Overlapping requests are rejected in the same
 * transaction, with a history row each, and their renters are told once it is committed
 * (`booking.accepted`, then one `booking.rejected` each).
 */
export async function acceptBooking(ctx: RequestContext, ownerId: string, bookingId: string): Promise<BookingResponse> {
  const { deps } = ctx;
  const now = deps.clock.now();
  let result: { row: BookingRow; rejected: BookingRow[] };
  try {
    result = await ctx.deps.bookingEvents.transaction(ctx, async (tx, emit) => {
      const peek = await findBooking(tx, bookingId);
      if (!peek) throw bookingNotFound();
      await lockListing(tx, peek.listingId);
      const row = await lockBookingAs(tx, bookingId, ownerId, 'owner');
      if (!canTransition(row.status, 'accepted', 'owner')) throw illegalMove(row, 'accepted');
      const settings = await loadBookingSettings(tx);
      if (requestExpiresAt(row.requestedAt, row.startDate, timerSettings(settings).requestExpiryHours) <= now)
        throw AppError.conflict('This request has expired.');
      const blocked = await listUnavailablePeriods(tx, row.listingId);
      const blocking = await listBlockingBookings(tx, row.listingId, row.id);
      if (!isTimeAvailable(row, row.timeZone, blocked, blocking)) throw unavailable();

      const accepted = await transitionBooking(
        tx,
        row,
        'accepted',
        { actor: 'owner', userId: ownerId, at: now },
        { acceptedAt: now },
      );
      if (!accepted) throw illegalMove(row, 'accepted');
      const actor = { kind: 'owner' as const, userId: ownerId };
      emit({ type: 'booking.accepted', booking: accepted, at: now, actor });
      const rejected: BookingRow[] = [];
      for (const other of await lockOverlappingRequests(tx, row.listingId, row, row.id)) {
        const done = await transitionBooking(
          tx,
          other,
          'rejected',
          { actor: 'owner', userId: ownerId, reason: AUTO_REJECT_REASON, at: now },
          { rejectedAt: now, rejectReason: AUTO_REJECT_REASON },
        );
        if (done) {
          rejected.push(done);
          emit({ type: 'booking.rejected', booking: done, at: now, actor });
        }
      }
      return { row: accepted, rejected };
    });
  } catch (err) {
    if (isExclusionViolation(err)) throw unavailable();
    throw err;
  }
  return { booking: await toBooking(deps.db, result.row, ownerId, await loadBookingSettings(deps.db)) };
}
