import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, listingCalendarExports, listingUnavailablePeriods } from '@biclou/db/schema';
import { BLOCKING_STATUSES } from '@biclou/domain/booking-status';

/** The version the listing's calendar address is signed with (0 until the first regeneration). */
export async function findExportVersion(db: DbOrTx, listingId: string): Promise<number> {
  const [row] = await db
    .select({ version: listingCalendarExports.version })
    .from(listingCalendarExports)
    .where(eq(listingCalendarExports.listingId, listingId));
  return row?.version ?? 0;
}

/** A new version, so the address signed with the previous one stops answering; the new version. */
export async function bumpExportVersion(tx: DbOrTx, listingId: string, now: Date): Promise<number> {
  const [row] = await tx
    .insert(listingCalendarExports)
    .values({ listingId, version: 1, rotatedAt: now })
    .onConflictDoUpdate({
      target: listingCalendarExports.listingId,
      set: { version: sql`${listingCalendarExports.version} + 1`, rotatedAt: now },
    })
    .returning({ version: listingCalendarExports.version });
  return row!.version;
}

/**
 * The bookings that hold the bike (accepted, paid, ongoing, disputed) returning at `since` or
 * later: their id, reference and instants, nothing of the renter.
 */
export function listHeldBookings(db: DbOrTx, listingId: string, since: Date) {
  return db
    .select({ id: bookings.id, ref: bookings.ref, pickupAt: bookings.pickupAt, returnAt: bookings.returnAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.listingId, listingId),
        inArray(bookings.status, [...BLOCKING_STATUSES]),
        gte(bookings.returnAt, since),
      ),
    )
    .orderBy(asc(bookings.pickupAt));
}

/** The owner's blocked days (inclusive) ending on `sinceDate` or later. */
export function listOwnerBlocks(db: DbOrTx, listingId: string, sinceDate: string) {
  return db
    .select({ start: listingUnavailablePeriods.startDate, end: listingUnavailablePeriods.endDate })
    .from(listingUnavailablePeriods)
    .where(and(eq(listingUnavailablePeriods.listingId, listingId), gte(listingUnavailablePeriods.endDate, sinceDate)))
    .orderBy(asc(listingUnavailablePeriods.startDate));
}
