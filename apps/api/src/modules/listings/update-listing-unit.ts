import type { ListingUnitsResponse } from '@biclou/contracts/listing-units';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { findSize } from '../catalog';
import { unitNotFound, withOwnedUnits } from './owned-units';
import { updateUnit } from './unit-repository';

interface UnitChanges {
  marking?: string | null | undefined;
  sizeCode?: string | null | undefined;
  note?: string | null | undefined;
  outOfService?: boolean | undefined;
}

/**
 * PUT unit: its marking, size, note, and whether it is in service. Taking a bike out of service
 * leaves the bookings it holds as they are (the owner settles them); it is given to no new one.
 */
export function updateListingUnit(
  ctx: RequestContext,
  userId: string,
  listingId: string,
  unitId: string,
  changes: UnitChanges,
): Promise<ListingUnitsResponse> {
  return withOwnedUnits(ctx, userId, listingId, async (tx) => {
    if (changes.sizeCode && !(await findSize(tx, changes.sizeCode))) throw AppError.field('sizeCode', 'Choose a size.');
    const blank = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);
    const values = {
      marking: blank(changes.marking),
      sizeCode: blank(changes.sizeCode),
      note: blank(changes.note),
      outOfService: changes.outOfService,
    };
    const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    const row = await updateUnit(tx, listingId, unitId, set);
    if (!row) throw unitNotFound();
  });
}
