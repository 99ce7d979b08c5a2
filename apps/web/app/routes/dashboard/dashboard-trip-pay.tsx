import * as endpoints from '@biclou/contracts/endpoints';
import type { BookingResponse } from '@biclou/contracts/bookings';
import { Spinner } from '../../components/ui/spinner';
import { PayPage } from '../../features/bookings/pay/pay-page';
import { endpointUrl } from '../../lib/api-endpoint';
import { API_BASE } from '../../lib/constants';
import { assertRouteParams } from '../../routing/assert-route-params';
import { pageNotFound } from '../../routing/route-errors';
import type { Route } from './+types/dashboard-trip-pay';

/**
 * /dashboard/trips/:tripId/pay (auth, client only, spec §2): card data never goes through server
 * rendering; the booking is loaded in the browser.
 */
export async function clientLoader(args: Route.ClientLoaderArgs) {
  const { params } = args;
  assertRouteParams(args);
  const res = await fetch(`${API_BASE}${endpointUrl(endpoints.getBooking, { params: { bookingId: params.tripId } })}`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  const booking = res.ok ? ((await res.json()) as BookingResponse).booking : null;
  if (!booking || booking.viewerRole !== 'renter') throw pageNotFound();
  return { booking };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="grid min-h-64 place-items-center" aria-busy="true">
      <Spinner className="size-8 text-primary-600" />
    </div>
  );
}

export default function DashboardTripPayRoute({ loaderData }: Route.ComponentProps) {
  return <PayPage key={loaderData.booking.id} booking={loaderData.booking} />;
}
