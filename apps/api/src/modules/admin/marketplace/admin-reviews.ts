import type { AdminReview, AdminReviewListQuery, AdminReviewListResponse } from '@biclou/contracts/admin-marketplace';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { decodeCursor, keysetPage, recordAdminAction } from '../shared';
import { adminReview, adminReviewPage, setReviewHidden, type AdminReviewSqlRow } from './review-admin-repository';

const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

function toReview(r: AdminReviewSqlRow): AdminReview {
  return {
    id: r.id,
    side: r.side,
    rating: r.rating,
    comment: r.comment,
    author: { id: r.author_id, firstname: r.author_firstname, lastname: r.author_lastname },
    subject: { id: r.subject_id, firstname: r.subject_firstname, lastname: r.subject_lastname },
    listing: { id: r.listing_id, title: r.listing_title },
    createdAt: iso(r.created_at)!,
    publishedAt: iso(r.published_at),
    hiddenAt: iso(r.hidden_at),
    hiddenReason: r.hidden_reason,
  };
}

export async function listAdminReviews(ctx: RequestContext, q: AdminReviewListQuery): Promise<AdminReviewListResponse> {
  const after = decodeCursor(q.cursor);
  if (after && (typeof after.key !== 'string' || Number.isNaN(Date.parse(after.key))))
    throw AppError.field('cursor', 'Invalid cursor.');
  const found = await adminReviewPage(ctx.deps.db, q, after ? { key: after.key as string, id: after.id } : undefined);
  const page = keysetPage(found, q.limit, (r) => r.sort_key);
  return { items: page.rows.map(toReview), nextCursor: page.nextCursor };
}

/**
 * Moderation: hiding a review takes it out of every public list (listing, member pages, the other
 * side's view and the search's ratings read `hidden_at IS NULL`); its author still sees it on their booking.
 */
export async function moderateReview(
  ctx: RequestContext,
  adminId: string,
  reviewId: string,
  hide: { reason: string } | null,
): Promise<AdminReview> {
  const { db, clock } = ctx.deps;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const current = await adminReview(tx, reviewId, true);
    if (!current) throw AppError.notFound('Review not found');
    if (hide && current.hidden_at) throw AppError.conflict('This review is already hidden.');
    if (!hide && !current.hidden_at) throw AppError.conflict('This review is not hidden.');
    await setReviewHidden(tx, reviewId, hide ? { at: now, reason: hide.reason } : null);
    await recordAdminAction(tx, {
      adminId,
      action: hide ? 'review.hide' : 'review.unhide',
      objectType: 'review',
      objectId: reviewId,
      before: { hidden: current.hidden_at !== null, hiddenReason: current.hidden_reason },
      after: { hidden: hide !== null, hiddenReason: hide?.reason ?? null },
      reason: hide?.reason ?? null,
      at: now,
    });
    const updated = await adminReview(tx, reviewId);
    return toReview(updated!);
  });
}
