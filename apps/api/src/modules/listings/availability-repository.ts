import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { perHandle } from '@biclou/db/prepared';
import {
  bookings,
  bookingUnits,
  listingImportedBlocks,
  listings,
  listingUnavailablePeriods,
  listingUnits,
  users,
} from '@biclou/db/schema';
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

/** How many of the listing's units are in service (those a booking may get). */
export const inServiceUnitsSql = sql<number>`(SELECT count(*)::int FROM ${listingUnits} lu
  WHERE lu.listing_id = ${listings.id} AND NOT lu.out_of_service)`;

const listingAvailabilityStatement = perHandle((db) =>
  db
    .select({
      ownerId: listings.ownerId,
      status: listings.status,
      country: listings.country,
      openingHours: listings.openingHours,
      ownerHours: users.defaultOpeningHours,
      ownerActive: sql<boolean>`(${users.deletedAt} IS NULL AND ${users.bannedAt} IS NULL)`,
      blocked: sql<
        DatePeriod[]
      >`(SELECT coalesce(json_agg(json_build_object('start', ${listingUnavailablePeriods.startDate},
        'end', ${listingUnavailablePeriods.endDate}) ORDER BY ${listingUnavailablePeriods.startDate}), '[]'::json)
        FROM ${listingUnavailablePeriods} WHERE ${listingUnavailablePeriods.listingId} = ${listings.id})`,
      // The holds of the units in service (one per unit and blocking booking), and how many are in service.
      booked: sql<{ pickupAt: string; returnAt: string }[]>`(SELECT coalesce(json_agg(json_build_object(
        'pickupAt', bu.pickup_at, 'returnAt', bu.return_at) ORDER BY bu.pickup_at), '[]'::json)
        FROM ${bookingUnits} bu JOIN ${listingUnits} lu ON lu.id = bu.unit_id AND NOT lu.out_of_service
        WHERE bu.listing_id = ${listings.id} AND bu.active AND bu.end_date >= ${sql.placeholder('fromDate')}::date)`,
      units: inServiceUnitsSql,
      // The busy times of the external calendars the listing follows that end after `now`.
      imported: sql<{ pickupAt: string; returnAt: string }[]>`(SELECT coalesce(json_agg(json_build_object(
        'pickupAt', ib.starts_at, 'returnAt', ib.ends_at) ORDER BY ib.starts_at), '[]'::json)
        FROM ${listingImportedBlocks} ib
        WHERE ib.listing_id = ${listings.id} AND ib.ends_at > ${sql.placeholder('now')}::timestamptz)`,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(eq(listings.id, sql.placeholder('id')))
    .prepare('listing_availability'),
);

/**
 * GET /listings/:id/availability in one query, prepared once per database handle (perHandle): who
 * owns the listing, its status, whether the owner is active, its clock and hours, the owner's
 * blocked periods, its units in service, and the spans (instants only, no booker) its blocking
 * bookings hold them that end on `fromDate` or later, and the imported busy times still to end.
 */
export async function findListingAvailability(db: DbOrTx, listingId: string, fromDate: string, now: Date) {
  const [row] = await listingAvailabilityStatement(db).execute({ id: listingId, fromDate, now: now.toISOString() });
  return row;
}
