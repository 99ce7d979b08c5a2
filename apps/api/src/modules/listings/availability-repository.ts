import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { listingUnavailablePeriods } from '@biclou/db/schema';
import type { DatePeriod } from '@biclou/domain/blocked-periods';

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
    await tx.insert(listingUnavailablePeriods).values(periods.map((p) => ({ listingId, startDate: p.start, endDate: p.end })));
  }
}
