import { randomUUID } from 'node:crypto';
import { HANDOVER_CONFLICTS, type HandoverPhoto } from '@biclou/contracts/handover';
import { HANDOVER_LIMITS, type HandoverKind } from '@biclou/domain/handover-checklist';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { handoverPhotoKey, readUploadedPhoto, storeThenRecord } from '../media';
import { bookingForViewer, handoverNotFound, lockBookingFor, type Viewer } from './handover-access';
import { deletePhoto, draftPhotos, findPhoto, insertPhoto, reportsOf } from './handover-repository';
import { refusalsOf, toPhoto } from './handover-view';

/** 409 with the rule's sentence when the owner may not write this report now. */
export function refusalConflict(refusal: keyof typeof HANDOVER_CONFLICTS) {
  return AppError.conflict(HANDOVER_CONFLICTS[refusal]);
}

/** Cheap checks before the upload is read: the owner of a booking whose report may be written now. */
export async function checkPhotoUpload(ctx: RequestContext, viewer: Viewer, bookingId: string, kind: HandoverKind) {
  const { row, side } = await bookingForViewer(ctx.deps.db, viewer, bookingId);
  if (side !== 'owner')
    throw side === 'admin' ? handoverNotFound() : AppError.forbidden('Only the owner writes the report.');
  const refusal = refusalsOf(row, await reportsOf(ctx.deps.db, bookingId), ctx.deps.clock.now())[kind];
  if (refusal) throw refusalConflict(refusal);
}

/**
 * POST /bookings/:id/handover/:kind/photos: one photo of a report being written, through the
 * upload pipeline (checked by content, re-encoded as WebP without EXIF/GPS), stored under a private
 * key with the server's time. At most 8 wait per report; the booking's row lock counts them.
 */
export async function uploadHandoverPhoto(
  ctx: RequestContext,
  viewer: Viewer,
  bookingId: string,
  kind: HandoverKind,
  upload: Buffer,
): Promise<HandoverPhoto> {
  const { db, clock, media } = ctx.deps;
  const photo = await readUploadedPhoto(ctx.log, upload, 'handover photo');
  const id = randomUUID();
  const key = handoverPhotoKey(bookingId, id, photo.ext);
  const row = await storeThenRecord(media, viewer.id, key, photo, () =>
    db.transaction(async (tx) => {
      const booking = await lockBookingFor(tx, viewer, bookingId, 'owner');
      const now = clock.now();
      const refusal = refusalsOf(booking, await reportsOf(tx, bookingId), now)[kind];
      if (refusal) throw refusalConflict(refusal);
      if ((await draftPhotos(tx, bookingId, kind)).length >= HANDOVER_LIMITS.maxPhotos)
        throw AppError.field('file', HANDOVER_CONFLICTS.photoLimit);
      return insertPhoto(tx, {
        id,
        bookingId,
        kind,
        uploadedBy: viewer.id,
        key,
        width: photo.width,
        height: photo.height,
        takenAt: now,
      });
    }),
  );
  return toPhoto(row);
}

/** DELETE /bookings/:id/handover/:kind/photos/:photoId: the owner takes back a photo not yet submitted. */
export async function deleteHandoverPhoto(
  ctx: RequestContext,
  viewer: Viewer,
  bookingId: string,
  kind: string,
  photoId: string,
) {
  const { db, media } = ctx.deps;
  const key = await db.transaction(async (tx) => {
    await lockBookingFor(tx, viewer, bookingId, 'owner');
    const photo = await findPhoto(tx, bookingId, photoId);
    if (!photo || photo.kind !== kind) throw AppError.notFound('This photo does not exist.');
    if (photo.reportId) throw refusalConflict('already_submitted');
    await deletePhoto(tx, photo.id);
    return photo.key;
  });
  await media.delete(key).catch(() => {});
}

/** GET /bookings/:id/handover/photos/:photoId: the bytes, for the two parties and admins only. */
export async function readHandoverPhoto(ctx: RequestContext, viewer: Viewer, bookingId: string, photoId: string) {
  const { db, media } = ctx.deps;
  const { side } = await bookingForViewer(db, viewer, bookingId);
  const photo = await findPhoto(db, bookingId, photoId);
  // A draft is the owner's until it is submitted.
  if (!photo || (photo.reportId === null && side !== 'owner')) throw AppError.notFound('This photo does not exist.');
  const data = await media.get(photo.key);
  if (!data) throw AppError.notFound('This photo does not exist.');
  return { data, contentType: 'image/webp' };
}
