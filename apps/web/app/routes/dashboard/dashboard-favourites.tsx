import * as endpoints from '@biclou/contracts/endpoints';
import { FavouritesPage } from '../../features/favourites/favourites-page';
import { serverCall } from '../../lib/server-api';
import type { Route } from './+types/dashboard-favourites';

/** /dashboard/favourites (auth): the bikes the member keeps. */
export async function loader({ context }: Route.LoaderArgs) {
  const res = await serverCall(context.api, endpoints.listFavourites, { query: { limit: 24 } });
  return { page: res.data };
}

export default function DashboardFavouritesRoute({ loaderData }: Route.ComponentProps) {
  return <FavouritesPage page={loaderData.page ?? null} />;
}
