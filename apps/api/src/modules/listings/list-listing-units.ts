import type { ListingUnitsResponse } from '@biclou/contracts/listing-units';
import type { RequestContext } from '../../platform/http/request-context';
import { withOwnedUnits } from './owned-units';

/** GET units: the owner's bikes of this listing, in their order. */
export function listListingUnits(
  ctx: RequestContext,
  userId: string,
  listingId: string,
): Promise<ListingUnitsResponse> {
  return withOwnedUnits(ctx, userId, listingId, async () => {});
}
