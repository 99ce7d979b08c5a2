import type { ReviewListResponse } from '@biclou/contracts/reviews';
import { isPubliclyVisible } from '@biclou/domain/listing-status';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { findActiveOwner, findListing, listingNotFound } from '../listings';
import { findPublicMember } from '../members';
import { publishedReviews } from './review-repository';

type Page = { limit: number; offset: number };

/** GET /listings/:id/reviews: the renters' published reviews of the bike, for anyone who may see the listing (404 otherwise). */
export async function listingReviews(
  ctx: RequestContext,
  viewerId: string | null,
  listingId: string,
  page: Page,
): Promise<ReviewListResponse> {
  const { db } = ctx.deps;
  const listing = await findListing(db, listingId);
  if (!listing) throw listingNotFound();
  if (
    listing.ownerId !== viewerId &&
    (!isPubliclyVisible(listing.status) || !(await findActiveOwner(db, listing.ownerId)))
  )
    throw listingNotFound();
  return publishedReviews(db, { listingId }, page);
}

/** GET /members/:id/reviews: the published reviews a public member received, as owner and as renter. */
export async function memberReviews(ctx: RequestContext, userId: string, page: Page): Promise<ReviewListResponse> {
  const { db } = ctx.deps;
  if (!(await findPublicMember(db, userId))) throw AppError.notFound('Member not found');
  return publishedReviews(db, { subjectId: userId }, page);
}
