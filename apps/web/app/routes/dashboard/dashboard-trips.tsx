import * as endpoints from '@biclou/contracts/endpoints';
import { BookingList } from '../../features/bookings/booking-list';
import { loadReviewsToWrite } from '../../features/reviews/load-booking-reviews';
import { serverCall } from '../../lib/server-api';
import type { Route } from './+types/dashboard-trips';

/** /dashboard/trips (auth): the member's trips as renter, grouped by what happens next. */
export async function loader({ context }: Route.LoaderArgs) {
  const [res, toReview] = await Promise.all([
    serverCall(context.api, endpoints.myTrips),
    loadReviewsToWrite(context.api, 'renter'),
  ]);
  return { bookings: res.data?.bookings ?? [], unavailable: res.status !== 200 && res.status !== 401, toReview };
}

export default function DashboardTripsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <BookingList
      side="renter"
      bookings={loaderData.bookings}
      unavailable={loaderData.unavailable}
      toReview={loaderData.toReview}
    />
  );
}
