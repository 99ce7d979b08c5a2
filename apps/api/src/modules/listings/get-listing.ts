import type { ListingAvailabilityResponse, ListingResponse } from '@biclou/contracts/listings';
import { bookedDays } from '@biclou/domain/booked-days';
import { isPubliclyVisible } from '@biclou/domain/listing-status';
import { listingTimeZone } from '@biclou/domain/listing-time-zone';
import { effectiveOpeningHours } from '@biclou/domain/opening-hours';
import { parisToday } from '@biclou/domain/paris-calendar';
import type { RequestContext } from '../../platform/http/request-context';
import { findListingAvailability } from './availability-repository';
import { fullyTaken } from './unit-view';
import { findListingView } from './listing-view-repository';
import { toOwnerListing, toPublicListing } from './listing-view';
import { listingGone, listingNotFound } from './owned-listing';

/**
 * Its owner sees everything in any state (a status banner shows it is not live); anyone else
 * sees the public view of a live listing whose owner is active, and a 404 otherwise.
 */
export async function getListing(
  ctx: RequestContext,
  viewerId: string | null,
  listingId: string,
): Promise<ListingResponse> {
  // One query (findListingView): the row, its parts, the owner's public columns and host record.
  const view = await findListingView(ctx.deps.db, listingId);
  if (!view) throw listingNotFound();
  const row = view.listing;
  const parts = { row, ...view };
  if (viewerId && row.ownerId === viewerId) return { listing: toOwnerListing(parts) };
  // Gone for good (410) once it had been public, so search engines drop the page; a deleted
  // draft was never public and stays a plain 404.
  if (row.status === 'deleted' && row.publishedAt) throw listingGone();
  if (!isPubliclyVisible(row.status) || !view.ownerActive) throw listingNotFound();
  const hostRecord = { bookings: view.ownerPaidBookings, canceled: view.ownerCanceled };
  const listing = toPublicListing(parts, { ...view.owner, hostRecord });
  if (!listing) {
    ctx.log.error({ listingId: row.id }, 'a live listing lacks a public attribute');
    throw listingNotFound();
  }
  return { listing };
}

/**
 * GET availability: the owner's own, or a live listing's for anyone. `blocked` is what the owner
 * set; `booked` and `partlyBooked` the dates of its blocking bookings from today on, split by the
 * listing's hours (`bookedDays`: no booker, no status, no times).
 */
export async function getAvailability(
  ctx: RequestContext,
  viewerId: string | null,
  listingId: string,
): Promise<ListingAvailabilityResponse> {
  const { db, clock } = ctx.deps;
  // One query (findListingAvailability): the access check's columns and both lists.
  const row = await findListingAvailability(db, listingId, parisToday(clock.now()), clock.now());
  if (!row) throw listingNotFound();
  const visible = isPubliclyVisible(row.status) && row.ownerActive;
  if (!(viewerId && row.ownerId === viewerId) && !visible) throw listingNotFound();
  const hours = effectiveOpeningHours(row.openingHours, row.ownerHours);
  const spans = fullyTaken(row.booked, row.units, clock.now());
  // The external calendars' busy times take the days as bookings do.
  spans.push(...row.imported.map((s) => ({ pickupAt: new Date(s.pickupAt), returnAt: new Date(s.returnAt) })));
  return { blocked: row.blocked, ...bookedDays(spans, hours, listingTimeZone(row.country)), units: row.units };
}
