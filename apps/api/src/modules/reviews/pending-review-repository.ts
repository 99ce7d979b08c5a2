import { and, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, listings, reviews, users } from '@biclou/db/schema';

/**
 * The user's bookings (either side) completed after `completedAfter` that they have not reviewed,
 * with the listing's title and the other party's first name, oldest completion first.
 */
export function listUnreviewedCompletions(db: DbOrTx, userId: string, completedAfter: Date) {
  const otherId = sql`CASE WHEN ${bookings.renterId} = ${userId} THEN ${bookings.ownerId} ELSE ${bookings.renterId} END`;
  return db
    .select({
      bookingId: bookings.id,
      renterId: bookings.renterId,
      completedAt: bookings.completedAt,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      listingId: listings.id,
      listingTitle: sql<string>`trim(concat_ws(' ', ${listings.brand}, ${listings.model}))`,
      otherFirstname: users.firstname,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .innerJoin(users, sql`${users.id} = ${otherId}`)
    .where(
      and(
        or(eq(bookings.renterId, userId), eq(bookings.ownerId, userId)),
        isNotNull(bookings.completedAt),
        gt(bookings.completedAt, completedAfter),
        sql`NOT EXISTS (SELECT 1 FROM ${reviews} r WHERE r.booking_id = ${bookings.id} AND r.author_id = ${userId})`,
      ),
    )
    .orderBy(bookings.completedAt);
}
