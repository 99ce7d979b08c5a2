import { assertRouteParams } from '../../routing/assert-route-params';
import type { Route } from './+types/dashboard-trip';
import { BookingPage, loadBookingPage } from './booking-page';

/** /dashboard/trips/:tripId (auth): one booking seen by its renter; anyone else gets 404. */
export async function loader(args: Route.LoaderArgs) {
  assertRouteParams(args);
  return loadBookingPage(args.context.api, args.params.tripId, 'renter');
}

export default function DashboardTripRoute({ loaderData }: Route.ComponentProps) {
  return <BookingPage data={loaderData} side="renter" />;
}
