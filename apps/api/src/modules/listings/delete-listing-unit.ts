import type { ListingUnitsResponse } from '@biclou/contracts/listing-units';
import { UNIT_MESSAGES } from '@biclou/domain/listing-units';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { unitNotFound, withOwnedUnits } from './owned-units';
import { countUnits, deleteUnit, findUnit, holdsBookingsAfter } from './unit-repository';

/**
 * DELETE unit: a bike leaves the listing. Refused (409) while a booking still to come or under way
 * holds it, and for the last one (the listing is deleted instead).
 */
export function deleteListingUnit(
  ctx: RequestContext,
  userId: string,
  listingId: string,
  unitId: string,
): Promise<ListingUnitsResponse> {
  return withOwnedUnits(ctx, userId, listingId, async (tx, now) => {
    if (!(await findUnit(tx, listingId, unitId))) throw unitNotFound();
    if (await holdsBookingsAfter(tx, unitId, now)) throw AppError.conflict(UNIT_MESSAGES.holdsBookings);
    if ((await countUnits(tx, listingId)) <= 1) throw AppError.conflict(UNIT_MESSAGES.lastUnit);
    await deleteUnit(tx, listingId, unitId);
  });
}
