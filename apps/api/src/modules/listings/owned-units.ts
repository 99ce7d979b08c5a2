import type { ListingUnitsResponse } from '@biclou/contracts/listing-units';
import type { Tx } from '@biclou/db/client';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { lockOwnedListing } from './owned-listing';
import { listUnits } from './unit-repository';
import { toUnitView } from './unit-view';

export const unitNotFound = () => AppError.notFound('Bike not found');

/**
 * Runs one change of the owner's units in one transaction, the listing row locked (as requests and
 * accepts lock it, so a unit never goes while a booking is being given it), and answers the units.
 * Anyone else's listing, a deleted one or a missing id is a 404.
 */
export async function withOwnedUnits(
  ctx: RequestContext,
  userId: string,
  listingId: string,
  change: (tx: Tx, now: Date) => Promise<void>,
): Promise<ListingUnitsResponse> {
  const { deps } = ctx;
  return deps.db.transaction(async (tx) => {
    await lockOwnedListing(tx, listingId, userId);
    await change(tx, deps.clock.now());
    return { units: (await listUnits(tx, listingId)).map(toUnitView) };
  });
}
