import type { DbOrTx } from '@biclou/db/client';
import type { BookedTimes } from '@biclou/domain/availability';
import { assignUnits } from '@biclou/domain/listing-units';
import { listUnits } from '../listings';
import { takenUnitIds } from './repositories/booking-unit-repository';

/**
 * The listing's units free over a span (in service, held by no blocking booking but `exceptBookingId`),
 * and the `wanted` ones a booking would get, keeping those it `held` while they are free (null: too
 * few are free). A request, an accept and the quote all ask this, on the listing's locked row when
 * they write.
 */
export async function unitsFor(
  tx: DbOrTx,
  listingId: string,
  span: BookedTimes,
  wanted: number,
  held: readonly string[] = [],
  exceptBookingId?: string,
): Promise<{ free: number; assigned: string[] | null }> {
  // One after the other: a transaction's connection runs one query at a time.
  const units = await listUnits(tx, listingId);
  const taken = await takenUnitIds(tx, listingId, span, exceptBookingId);
  return {
    free: units.filter((u) => !u.outOfService && !taken.has(u.id)).length,
    assigned: assignUnits(units, taken, held, wanted),
  };
}
