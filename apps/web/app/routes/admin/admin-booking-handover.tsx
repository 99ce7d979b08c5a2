import * as endpoints from '@biclou/contracts/endpoints';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { HandoverReportPage } from '../../features/handover/handover-report-page';
import type { Route } from './+types/admin-booking-handover';

/** /admin/bookings/:bookingId/handover: both handover reports and their comparison, as the parties see them. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return { handover: await loadAdmin(context.api, endpoints.getHandover, { params: { bookingId: params.bookingId } }) };
}

export default function AdminBookingHandoverRoute({ loaderData }: Route.ComponentProps) {
  return <HandoverReportPage key={loaderData.handover.booking.id} handover={loaderData.handover} />;
}
