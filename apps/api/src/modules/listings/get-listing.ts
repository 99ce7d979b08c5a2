import type { ListingAvailabilityResponse, ListingResponse } from '@biclou/contracts/listings';
import { isPubliclyVisible } from '@biclou/domain/listing-status';
import { parisToday } from '@biclou/domain/paris-calendar';
import type { RequestContext } from '../../platform/http/request-context';
import { findHostRecord } from '../members';
import { listBookedPeriods, listUnavailablePeriods } from './availability-repository';
import { findActiveOwner, findListing, type ListingRow } from './listing-repository';
import { loadListingParts, toOwnerListing, toPublicListing } from './listing-view';
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
  const { db } = ctx.deps;
  const row = await findListing(db, listingId);
  if (!row) throw listingNotFound();
  if (viewerId && row.ownerId === viewerId) return { listing: toOwnerListing(await loadListingParts(db, row)) };
  // Gone for good (410) once it had been public, so search engines drop the page; a deleted
  // draft was never public and stays a plain 404.
  if (row.status === 'deleted' && row.publishedAt) throw listingGone();
  const owner = await visibleOwner(ctx, row);
  const hostRecord = await findHostRecord(db, owner.id);
  const listing = toPublicListing(await loadListingParts(db, row), { ...owner, hostRecord });
  if (!listing) {
    ctx.log.error({ listingId: row.id }, 'a live listing lacks a public attribute');
    throw listingNotFound();
  }
  return { listing };
}

/**
 * GET availability: the owner's own, or a live listing's for anyone. `blocked` is what the owner
 * set; `booked` the dates of its blocking bookings from today on (no booker, no status).
 */
export async function getAvailability(
  ctx: RequestContext,
  viewerId: string | null,
  listingId: string,
): Promise<ListingAvailabilityResponse> {
  const { db, clock } = ctx.deps;
  const row = await findListing(db, listingId);
  if (!row) throw listingNotFound();
  if (!(viewerId && row.ownerId === viewerId)) await visibleOwner(ctx, row);
  const blocked = await listUnavailablePeriods(db, row.id);
  const booked = await listBookedPeriods(db, row.id, parisToday(clock.now()));
  return { blocked, booked };
}

async function visibleOwner(ctx: RequestContext, row: ListingRow) {
  if (!isPubliclyVisible(row.status)) throw listingNotFound();
  const owner = await findActiveOwner(ctx.deps.db, row.ownerId);
  if (!owner) throw listingNotFound();
  return owner;
}
