import type { DbOrTx } from '@biclou/db/client';
import type { BookedTimes, BookingDates } from '@biclou/domain/availability';
import { instantToLocal } from '@biclou/domain/listing-time-zone';
import { listImportedSpans } from '../../listings';

/**
 * The busy times the listing's external calendars hold (decisions "Calendar sync"), as blocking
 * bookings: the request, quote and accept checks add them to the listing's bookings, so a request
 * that meets one is refused like any other conflict (409 "This listing is not available at the given dates").
 */
export async function importedBlocking(
  tx: DbOrTx,
  listingId: string,
  timeZone: string,
  since: Date,
): Promise<(BookingDates & BookedTimes)[]> {
  const spans = await listImportedSpans(tx, listingId, since);
  return spans.map((s) => ({
    ...s,
    startDate: instantToLocal(s.pickupAt, timeZone).date,
    endDate: instantToLocal(new Date(s.returnAt.getTime() - 1), timeZone).date,
  }));
}
