import type { AdminMediaListQuerySchema, AdminMediaListResponse } from '@biclou/contracts/admin-media';
import type { z } from 'zod';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { recordAdminAction } from '../shared';
import { decodeCursor, pageOf } from '../money';
import {
  deletePhotoKeepingCover,
  listPhotosPage,
  lockPhotoWithListing,
  recipientOf,
  storageUsed,
} from './media-admin-repository';
import { mailPhotoRemoved } from './media-mails';

const titleOf = (l: { brand: string | null; model: string | null }) =>
  [l.brand, l.model].filter(Boolean).join(' ') || '—';

export async function adminListMedia(
  ctx: RequestContext,
  q: z.output<typeof AdminMediaListQuerySchema>,
): Promise<AdminMediaListResponse> {
  const { db } = ctx.deps;
  const [rows, storage] = await Promise.all([
    listPhotosPage(db, { ...q, cursor: decodeCursor(q.cursor) }),
    storageUsed(db),
  ]);
  const page = pageOf(rows, q.limit, (r) => [r.sortKey, r.id]);
  return {
    nextCursor: page.nextCursor,
    storage,
    items: page.items.map((r) => ({
      id: r.id,
      key: r.key,
      width: r.width,
      height: r.height,
      bytes: r.bytes,
      isCover: r.isCover,
      createdAt: r.createdAt.toISOString(),
      listing: { id: r.listingId, title: titleOf(r), status: r.listingStatus },
      owner: r.owner,
    })),
  };
}

/**
 * Deletes a listing photo with a reason: the row (the next photo becomes the cover) and the audit
 * row in one transaction; the last photo of a live listing is refused (409: suspend the listing
 * instead). After the commit the file and its variants go, and the owner is emailed the reason.
 */
export async function adminDeletePhoto(ctx: RequestContext, adminId: string, photoId: string, reason: string) {
  const { db } = ctx.deps;
  const done = await db.transaction(async (tx) => {
    const found = await lockPhotoWithListing(tx, photoId);
    if (!found) throw AppError.notFound('Photo not found');
    const { photo, listing } = found;
    const left = await deletePhotoKeepingCover(tx, photo);
    if (left === 0 && listing.status === 'live')
      throw AppError.conflict('This is the only photo of a live listing: suspend the listing instead.');
    await recordAdminAction(tx, {
      adminId,
      action: 'media.delete',
      objectType: 'media',
      objectId: photo.id,
      before: { key: photo.key, listingId: listing.id, isCover: photo.isCover, bytes: photo.bytes },
      after: null,
      reason,
    });
    return { photo, listing };
  });
  const { key } = done.photo;
  await ctx.deps.media.delete(key).catch((err) => ctx.log.warn({ err, key }, 'could not delete a photo file'));
  const to = await recipientOf(db, done.listing.ownerId);
  if (to)
    await mailPhotoRemoved(ctx.deps, to, { title: titleOf(done.listing), reason, listingId: done.listing.id }, ctx.log);
  return { deleted: true as const };
}
