import type { CalendarExportResponse } from '@biclou/contracts/calendars';
import type { RequestContext } from '../../platform/http/request-context';
import { bumpExportVersion } from './calendar-export-repository';
import { calendarPath, calendarToken } from './calendar-token';
import { ownListing } from './owner-listing';

/** A new secret calendar address; the previous one answers 404 from the commit on. */
export async function regenerateCalendarExport(
  ctx: RequestContext,
  userId: string,
  listingId: string,
): Promise<CalendarExportResponse> {
  const { db, secret, clock } = ctx.deps;
  const version = await db.transaction(async (tx) => {
    const listing = await ownListing(tx, listingId, userId, true);
    return bumpExportVersion(tx, listing.id, clock.now());
  });
  return { path: calendarPath(listingId, calendarToken(secret, listingId, version)) };
}
