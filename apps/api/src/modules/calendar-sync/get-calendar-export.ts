import type { CalendarExportResponse } from '@biclou/contracts/calendars';
import type { RequestContext } from '../../platform/http/request-context';
import { findExportVersion } from './calendar-export-repository';
import { calendarPath, calendarToken } from './calendar-token';
import { ownListing } from './owner-listing';

/** The owner's secret calendar address of their listing. */
export async function getCalendarExport(
  ctx: RequestContext,
  userId: string,
  listingId: string,
): Promise<CalendarExportResponse> {
  const { db, secret } = ctx.deps;
  const listing = await ownListing(db, listingId, userId);
  const version = await findExportVersion(db, listing.id);
  return { path: calendarPath(listing.id, calendarToken(secret, listing.id, version)) };
}
