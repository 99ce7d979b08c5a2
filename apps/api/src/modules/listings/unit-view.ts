import type { ListingUnit } from '@biclou/contracts/listing-units';
import { fullyTakenSpans, type UnitHold } from '@biclou/domain/listing-units';
import type { UnitRow } from './unit-repository';

/** With no bike in service, how far ahead the listing reads as taken (beyond any booking window). */
const NONE_IN_SERVICE_DAYS = 400;

/**
 * The spans a renter can have no bike in: where every unit in service is held (`fullyTakenSpans`),
 * from the holds the availability and day queries read. A listing of one unit: its bookings' spans.
 */
export function fullyTaken(
  booked: readonly { pickupAt: string; returnAt: string }[],
  inService: number,
  now: Date,
): UnitHold[] {
  const holds = booked.map((b) => ({ pickupAt: new Date(b.pickupAt), returnAt: new Date(b.returnAt) }));
  const until = new Date(now.getTime() + NONE_IN_SERVICE_DAYS * 86_400_000);
  return fullyTakenSpans(holds, inService, { from: new Date(now.getTime() - 86_400_000), until });
}

/** A unit as its owner sees it. */
export function toUnitView(row: UnitRow): ListingUnit {
  return {
    id: row.id,
    position: row.position,
    marking: row.marking,
    sizeCode: row.sizeCode,
    note: row.note,
    outOfService: row.outOfService,
  };
}
