import * as endpoints from '@biclou/contracts/endpoints';
import { NotificationsPage, type NotificationsFilter } from '../../features/notifications/notifications-page';
import { pageUrl, serverCall } from '../../lib/server-api';
import type { Route } from './+types/dashboard-notifications';

/** /dashboard/notifications (auth): the member's notifications; `?filter=unread` for the unread ones. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const filter: NotificationsFilter = pageUrl(request).searchParams.get('filter') === 'unread' ? 'unread' : 'all';
  const res = await serverCall(context.api, endpoints.listNotifications, { query: { limit: 20, filter } });
  // The server's clock, so the relative times render the same on both sides (no hydration mismatch).
  return { page: res.data, filter, now: Date.now() };
}

export default function DashboardNotificationsRoute({ loaderData }: Route.ComponentProps) {
  return <NotificationsPage page={loaderData.page} filter={loaderData.filter} now={loaderData.now} />;
}
