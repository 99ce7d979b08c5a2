import * as endpoints from '@biclou/contracts/endpoints';
import { redirect } from 'react-router';
import { HandoverForm } from '../../features/handover/handover-form';
import { pageUrl, serverCall } from '../../lib/server-api';
import { assertRouteParams } from '../../routing/assert-route-params';
import { pageNotFound } from '../../routing/route-errors';
import type { Route } from './+types/dashboard-handover-form';

/**
 * /dashboard/bookings/:bookingId/handover/checkin|checkout (owner): the report being written.
 * When it may not be written now (too early, already submitted…), the reports page says why.
 */
export async function loader(args: Route.LoaderArgs) {
  const { params, context, request } = args;
  assertRouteParams(args);
  const kind = pageUrl(request).pathname.endsWith('/checkout') ? 'checkout' : 'checkin';
  const res = await serverCall(context.api, endpoints.getHandover, { params: { bookingId: params.bookingId } });
  const handover = res.data;
  if (!handover || handover.viewer !== 'owner') throw pageNotFound();
  if (handover.refusal[kind] !== null) throw redirect(pageUrl(request).pathname.replace(/\/(checkin|checkout)$/, ''));
  return { handover, kind } as const;
}

export default function DashboardHandoverFormRoute({ loaderData }: Route.ComponentProps) {
  const { handover, kind } = loaderData;
  return <HandoverForm key={`${handover.booking.id}-${kind}`} handover={handover} kind={kind} />;
}
