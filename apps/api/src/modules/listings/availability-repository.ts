import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, listingUnavailablePeriods } from '@biclou/db/schema';
import type { DatePeriod } from '@biclou/domain/blocked-periods';
import { BLOCKING_STATUSES } from '@biclou/domain/booking-status';

export async function listUnavailablePeriods(tx: DbOrTx, listingId: string): Promise<DatePeriod[]> {
  const rows = await tx
    .select({ start: listingUnavailablePeriods.startDate, end: listingUnavailablePeriods.endDate })
    .from(listingUnavailablePeriods)
    .where(eq(listingUnavailablePeriods.listingId, listingId))
    .orderBy(asc(listingUnavailablePeriods.startDate));
  return rows;
}

export async function replaceUnavailablePeriods(tx: DbOrTx, listingId: string, periods: readonly DatePeriod[]) {
  await tx.delete(listingUnavailablePeriods).where(eq(listingUnavailablePeriods.listingId, listingId));
  if (periods.length) {
    await tx
      .insert(listingUnavailablePeriods)
      .values(periods.map((p) => ({ listingId, startDate: p.start, endDate: p.end })));
  }
}

/**
 * The dates of the listing's blocking bookings (accepted, paid, ongoing, disputed) that end on
 * `fromDate` or later: dates only, never who booked (the public calendar shows them as unavailable).
 */
export function listBookedPeriods(tx: DbOrTx, listingId: string, fromDate: string): Promise<DatePeriod[]> {
  return tx
    .select({ start: bookings.startDate, end: bookings.endDate })
    .from(bookings)
    .where(
      and(
        eq(bookings.listingId, listingId),
        inArray(bookings.status, [...BLOCKING_STATUSES]),
        gte(bookings.endDate, fromDate),
      ),
    )
    .orderBy(asc(bookings.startDate));
}
