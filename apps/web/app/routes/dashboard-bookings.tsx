import type { BookingListResponse } from '@biclou/contracts/bookings';
import { BookingList } from '../features/bookings/booking-list';
import { serverRequest } from '../lib/server-api';
import type { Route } from './+types/dashboard-bookings';

/** /dashboard/bookings (auth): bookings of the member's listings (owner), grouped by what happens next. */
export async function loader({ context }: Route.LoaderArgs) {
  const res = await serverRequest<BookingListResponse>(context.api, 'GET', '/me/bookings');
  return { bookings: res.data?.bookings ?? [], unavailable: res.status !== 200 && res.status !== 401 };
}

export default function DashboardBookingsRoute({ loaderData }: Route.ComponentProps) {
  return <BookingList side="owner" bookings={loaderData.bookings} unavailable={loaderData.unavailable} />;
}
