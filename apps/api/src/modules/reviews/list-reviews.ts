import type { ReviewListResponse } from '@biclou/contracts/reviews';
import { isPubliclyVisible } from '@biclou/domain/listing-status';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { listingNotFound } from '../listings';
import { listingReviewList, memberReviewList } from './review-repository';

type Page = { limit: number; offset: number };

/** GET /listings/:id/reviews (one query): the renters' published reviews of the bike, for anyone who may see the listing (404 otherwise). */
export async function listingReviews(
  ctx: RequestContext,
  viewerId: string | null,
  listingId: string,
  page: Page,
): Promise<ReviewListResponse> {
  const found = await listingReviewList(ctx.deps.db, listingId, page);
  if (!found) throw listingNotFound();
  if (found.ownerId !== viewerId && (!isPubliclyVisible(found.status) || !found.ownerActive)) throw listingNotFound();
  return found.list;
}

/** GET /members/:id/reviews (one query): the published reviews a public member received, as owner and as renter. */
export async function memberReviews(ctx: RequestContext, userId: string, page: Page): Promise<ReviewListResponse> {
  const list = await memberReviewList(ctx.deps.db, userId, page);
  if (!list) throw AppError.notFound('Member not found');
  return list;
}
