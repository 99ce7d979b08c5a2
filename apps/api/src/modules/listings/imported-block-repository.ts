import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { listingImportedBlocks } from '@biclou/db/schema';

/**
 * The busy times the listing's external calendars hold (calendar-sync writes them) that end after
 * `from` (and start before `to`): instants only, as bookings' spans, never which calendar or why.
 */
export function listImportedSpans(
  db: DbOrTx,
  listingId: string,
  from: Date,
  to?: Date,
): Promise<{ pickupAt: Date; returnAt: Date }[]> {
  return db
    .select({ pickupAt: listingImportedBlocks.startsAt, returnAt: listingImportedBlocks.endsAt })
    .from(listingImportedBlocks)
    .where(
      and(
        eq(listingImportedBlocks.listingId, listingId),
        gt(listingImportedBlocks.endsAt, from),
        to ? lt(listingImportedBlocks.startsAt, to) : undefined,
      ),
    )
    .orderBy(asc(listingImportedBlocks.startsAt));
}
