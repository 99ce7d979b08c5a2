import * as endpoints from '@biclou/contracts/endpoints';
import { HandoverReportPage } from '../../features/handover/handover-report-page';
import { serverCall } from '../../lib/server-api';
import { assertRouteParams } from '../../routing/assert-route-params';
import { pageNotFound } from '../../routing/route-errors';
import type { Route } from './+types/dashboard-handover';

/**
 * /dashboard/bookings/:bookingId/handover (owner) and /dashboard/trips/:tripId/handover (renter):
 * both handover reports, the comparison, the renter's answer; printable. Anyone else gets 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  assertRouteParams(args);
  const p = params as { bookingId?: string; tripId?: string };
  const bookingId = p.bookingId ?? p.tripId;
  if (!bookingId) throw pageNotFound();
  const res = await serverCall(context.api, endpoints.getHandover, { params: { bookingId } });
  const handover = res.data;
  // Each side reads it from its own page; an admin (who reads every booking's reports) from either.
  if (!handover || (handover.viewer !== 'admin' && handover.viewer !== (p.tripId ? 'renter' : 'owner')))
    throw pageNotFound();
  return { handover };
}

export default function DashboardHandoverRoute({ loaderData }: Route.ComponentProps) {
  return <HandoverReportPage key={loaderData.handover.booking.id} handover={loaderData.handover} />;
}
