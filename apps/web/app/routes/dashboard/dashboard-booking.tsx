import { assertRouteParams } from '../../routing/assert-route-params';
import type { Route } from './+types/dashboard-booking';
import { BookingPage, loadBookingPage } from './booking-page';

/** /dashboard/bookings/:bookingId (auth): one booking seen by its owner; anyone else gets 404. */
export async function loader(args: Route.LoaderArgs) {
  assertRouteParams(args);
  return loadBookingPage(args.context.api, args.params.bookingId, 'owner');
}

export default function DashboardBookingRoute({ loaderData }: Route.ComponentProps) {
  return <BookingPage data={loaderData} side="owner" />;
}
