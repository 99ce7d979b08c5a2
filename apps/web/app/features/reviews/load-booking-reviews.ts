import * as endpoints from '@biclou/contracts/endpoints';
import type { Booking } from '@biclou/contracts/bookings';
import type { BookingReviewsResponse, PendingReview } from '@biclou/contracts/reviews';
import { serverCall, type ServerApi } from '../../lib/server-api';

/** Statuses a booking can have once its rental was completed: only then is there a review to write or read. */
const AFTER_COMPLETION = new Set<Booking['status']>(['completed', 'disputed', 'resolved']);

/** For a trip or booking page's loader: the viewer's review panel data, or null when there is none yet. */
export async function loadBookingReviews(
  api: ServerApi,
  booking: Pick<Booking, 'id' | 'status'>,
): Promise<BookingReviewsResponse | null> {
  if (!AFTER_COMPLETION.has(booking.status)) return null;
  const res = await serverCall(api, endpoints.getBookingReviews, { params: { bookingId: booking.id } });
  return res.data?.deadline ? res.data : null;
}

/** For the trips (renter) and bookings (owner) lists: the ids of completed rentals the viewer can still review. */
export async function loadReviewsToWrite(api: ServerApi, side: PendingReview['side']): Promise<string[]> {
  const res = await serverCall(api, endpoints.myPendingReviews);
  return (res.data?.pending ?? []).filter((p) => p.side === side).map((p) => p.bookingId);
}
