import type { BookingListResponse, BookingResponse } from '@biclou/contracts/bookings';
import type { BookingStatus } from '@biclou/domain/booking-status';
import type { RequestContext } from '../../../platform/http/request-context';
import { bookingOfParty } from '../booking-access';
import { countByStatus, listBookingsOf, type Side } from '../repositories/booking-list-repository';
import { loadBookingSettings } from '../booking-settings';
import { toBooking, toBookings } from '../booking-view';

/** GET /bookings/:id for its renter or its owner, with the history; 404 for anyone else. */
export async function getBooking(ctx: RequestContext, userId: string, bookingId: string): Promise<BookingResponse> {
  const { db } = ctx.deps;
  const row = await bookingOfParty(db, bookingId, userId);
  return { booking: await toBooking(db, row, userId, await loadBookingSettings(db)) };
}

/** GET /me/trips (side renter) and /me/bookings (side owner), optionally filtered by status, with counts per status. */
export async function listMyBookings(
  ctx: RequestContext,
  userId: string,
  side: Side,
  statuses?: BookingStatus[],
): Promise<BookingListResponse> {
  const { db } = ctx.deps;
  const [rows, counts, settings] = await Promise.all([
    listBookingsOf(db, side, userId, statuses),
    countByStatus(db, side, userId),
    loadBookingSettings(db),
  ]);
  return { bookings: await toBookings(db, rows, userId, settings), counts };
}
