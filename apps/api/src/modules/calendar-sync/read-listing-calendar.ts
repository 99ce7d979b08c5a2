import { writeCalendar, type CalendarEvent } from '@biclou/domain/icalendar';
import { addDays } from '@biclou/domain/paris-calendar';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { findListing, listingTitle } from '../listings';
import { findExportVersion, listHeldBookings, listOwnerBlocks } from './calendar-export-repository';
import { isCalendarToken } from './calendar-token';

/** How far back the calendar goes: the last three months stay visible in the owner's app. */
const HISTORY_DAYS = 90;
const PROD_ID = '-//Biclou//Listing calendar//EN';

/**
 * The listing's calendar as RFC 5545 text, for whoever holds its secret address: one event per
 * booking that holds the bike (its reference, its pickup and return instants in UTC) and one
 * all-day event per blocked period. No renter's name, contact or message ever goes in. A wrong
 * token, an older one, or a deleted listing: the same 404.
 */
export async function readListingCalendar(ctx: RequestContext, listingId: string, token: string): Promise<string> {
  const { db, secret, clock } = ctx.deps;
  const listing = await findListing(db, listingId);
  const version = listing && listing.status !== 'deleted' ? await findExportVersion(db, listing.id) : null;
  if (!listing || version === null || !isCalendarToken(secret, listing.id, version, token)) {
    throw AppError.notFound('Calendar not found');
  }
  const now = clock.now();
  const since = new Date(now.getTime() - HISTORY_DAYS * 86_400_000);
  const held = await listHeldBookings(db, listing.id, since);
  const blocks = await listOwnerBlocks(db, listing.id, since.toISOString().slice(0, 10));
  const events: CalendarEvent[] = [
    ...held.map((b) => ({
      uid: `booking-${b.id}@biclou`,
      summary: `Biclou booking ${b.ref}`,
      start: { instant: b.pickupAt },
      end: { instant: b.returnAt },
    })),
    ...blocks.map((p) => ({
      uid: `block-${listing.id}-${p.start}-${p.end}@biclou`,
      summary: 'Blocked on Biclou',
      start: { date: p.start },
      end: { date: addDays(p.end, 1) },
    })),
  ];
  const title = listingTitle(listing);
  return writeCalendar({ prodId: PROD_ID, name: title ? `Biclou – ${title}` : 'Biclou', now, events });
}
