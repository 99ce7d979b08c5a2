import type { RequestContext } from '../../platform/http/request-context';
import { editOwnedListing } from './owned-listing';
import { validateInfos, type ListingInfosInput } from './validate-infos';

/** Step 1 again, later: category, size, brand, model, e-bike. */
export function updateListingInfos(ctx: RequestContext, userId: string, listingId: string, input: ListingInfosInput) {
  return editOwnedListing(ctx, userId, listingId, (tx) => validateInfos(tx, input));
}
