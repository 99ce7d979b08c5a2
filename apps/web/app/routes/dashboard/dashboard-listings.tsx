import * as endpoints from '@biclou/contracts/endpoints';
import { MyListings } from '../../features/listings/dashboard/my-listings';
import { serverCall } from '../../lib/server-api';
import type { Route } from './+types/dashboard-listings';

/** /dashboard/listings (auth): the member's listings, drafts first to finish. */
export async function loader({ context }: Route.LoaderArgs) {
  const res = await serverCall(context.api, endpoints.myListings);
  return { listings: res.data?.listings ?? [], unavailable: res.status !== 200 && res.status !== 401 };
}

export default function DashboardListingsRoute({ loaderData }: Route.ComponentProps) {
  return <MyListings listings={loaderData.listings} unavailable={loaderData.unavailable} />;
}
