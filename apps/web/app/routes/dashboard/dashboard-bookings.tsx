import * as endpoints from '@biclou/contracts/endpoints';
import { BookingList } from '../../features/bookings/booking-list';
import { loadReviewsToWrite } from '../../features/reviews/load-booking-reviews';
import { pageUrl, serverCall } from '../../lib/server-api';
import type { Route } from './+types/dashboard-bookings';

/**
 * /dashboard/bookings (auth): bookings of the member's listings (owner), grouped by what happens next.
 * `?status=requested` shows only the requests waiting for an answer (where login lands an owner who has some).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const onlyRequests = pageUrl(request).searchParams.get('status') === 'requested';
  const [res, toReview] = await Promise.all([
    serverCall(context.api, endpoints.myBookings, { query: onlyRequests ? { status: 'requested' } : {} }),
    loadReviewsToWrite(context.api, 'owner'),
  ]);
  return {
    bookings: res.data?.bookings ?? [],
    unavailable: res.status !== 200 && res.status !== 401,
    toReview,
    onlyRequests,
  };
}

export default function DashboardBookingsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <BookingList
      side="owner"
      bookings={loaderData.bookings}
      unavailable={loaderData.unavailable}
      toReview={loaderData.toReview}
      onlyRequests={loaderData.onlyRequests}
    />
  );
}
