import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { perHandle } from '@biclou/db/prepared';
import { bookings, listings, listingUnavailablePeriods, users } from '@biclou/db/schema';
import { BLOCKING_STATUSES } from '@biclou/domain/booking-status';

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
      booked: sql<{ pickupAt: string; returnAt: string }[]>`(SELECT coalesce(json_agg(json_build_object(
        'pickupAt', ${bookings.pickupAt}, 'returnAt', ${bookings.returnAt})), '[]'::json)
        FROM ${bookings} WHERE ${bookings.listingId} = ${listings.id}
        AND ${inArray(bookings.status, [...BLOCKING_STATUSES])}
        AND ${bookings.startDate} <= ${date}::date AND ${bookings.endDate} >= ${date}::date)`,
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
