import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { perHandle } from '@biclou/db/prepared';
import { bookingUnits, listings, listingUnavailablePeriods, listingUnits, users } from '@biclou/db/schema';
import { inServiceUnitsSql } from './availability-repository';

const date = sql.placeholder('date');

const listingDayStatement = perHandle((db) =>
  db
    .select({
      status: listings.status,
      country: listings.country,
      noticeDays: listings.noticeDays,
      openingHours: listings.openingHours,
      ownerHours: users.defaultOpeningHours,
      ownerActive: sql<boolean>`(${users.deletedAt} IS NULL AND ${users.bannedAt} IS NULL)`,
      unavailable: sql<boolean>`EXISTS (SELECT 1 FROM ${listingUnavailablePeriods}
        WHERE ${listingUnavailablePeriods.listingId} = ${listings.id}
        AND ${listingUnavailablePeriods.startDate} <= ${date}::date AND ${listingUnavailablePeriods.endDate} >= ${date}::date)`,
      // A booking's dates are its pickup's and return's on the listing's clock: those touching the day.
      // The holds of its units in service that touch the day (a unit out of service blocks only itself).
      booked: sql<{ pickupAt: string; returnAt: string }[]>`(SELECT coalesce(json_agg(json_build_object(
        'pickupAt', bu.pickup_at, 'returnAt', bu.return_at)), '[]'::json)
        FROM ${bookingUnits} bu JOIN ${listingUnits} lu ON lu.id = bu.unit_id AND NOT lu.out_of_service
        WHERE bu.listing_id = ${listings.id} AND bu.active
        AND bu.start_date <= ${date}::date AND bu.end_date >= ${date}::date)`,
      units: inServiceUnitsSql,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(eq(listings.id, sql.placeholder('id')))
    .prepare('listing_day'),
);

/**
 * GET /listings/:id/day in one query, prepared once per database handle: the listing's access
 * columns, clock and hours (its own and its owner's default), whether an unavailable period covers
 * the date, and the spans of its blocking bookings that touch it (instants only, never who booked).
 */
export async function findListingDay(db: DbOrTx, listingId: string, day: string) {
  const [row] = await listingDayStatement(db).execute({ id: listingId, date: day });
  return row;
}
