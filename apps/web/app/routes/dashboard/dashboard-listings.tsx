import type { MyListingsResponseSchema } from '@biclou/contracts/listings';
import type { z } from 'zod';
import { MyListings } from '../../features/listings/dashboard/my-listings';
import { serverRequest } from '../../lib/server-api';
import type { Route } from './+types/dashboard-listings';

type MyListingsResponse = z.infer<typeof MyListingsResponseSchema>;

/** /dashboard/listings (auth): the member's listings, drafts first to finish. */
export async function loader({ context }: Route.LoaderArgs) {
  const res = await serverRequest<MyListingsResponse>(context.api, 'GET', '/me/listings');
  return { listings: res.data?.listings ?? [], unavailable: res.status !== 200 && res.status !== 401 };
}

export default function DashboardListingsRoute({ loaderData }: Route.ComponentProps) {
  return <MyListings listings={loaderData.listings} unavailable={loaderData.unavailable} />;
}
