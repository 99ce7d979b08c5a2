import * as endpoints from '@biclou/contracts/endpoints';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { ListingDetail } from '../../features/admin/marketplace/listing-detail';
import type { Route } from './+types/admin-listing';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { listing } = await loadAdmin(context.api, endpoints.adminGetListing, {
    params: { listingId: params.listingId },
  });
  return { listing };
}

/** /admin/listings/:listingId: the listing, its owner, suspend or lift, and its history. */
export default function AdminListingRoute({ loaderData }: Route.ComponentProps) {
  return <ListingDetail listing={loaderData.listing} />;
}
