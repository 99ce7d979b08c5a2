import type { ListingUnitsResponse } from '@biclou/contracts/listing-units';
import { UNIT_LIMITS, UNIT_MESSAGES } from '@biclou/domain/listing-units';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { withOwnedUnits } from './owned-units';
import { addUnits, countUnits } from './unit-repository';

/** POST units: `count` more identical bikes after the last; a listing holds at most 200 (422). */
export function addListingUnits(
  ctx: RequestContext,
  userId: string,
  listingId: string,
  count: number,
): Promise<ListingUnitsResponse> {
  return withOwnedUnits(ctx, userId, listingId, async (tx) => {
    if ((await countUnits(tx, listingId)) + count > UNIT_LIMITS.max)
      throw AppError.field('count', UNIT_MESSAGES.tooMany);
    await addUnits(tx, listingId, count);
  });
}
