import { randomUUID } from 'node:crypto';
import type { Message } from '@biclou/contracts/messaging';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { messagePhotoKey, readUploadedPhoto } from '../media';
import {
  closedConflict,
  conversationFor,
  conversationNotFound,
  openConversationFor,
  type Viewer,
} from './conversation-access';
import { auditAdminMessage } from './admin-audit';
import { consumeMessageBudget, sendMessages } from './deliver-message';
import { findMessage } from './message-repository';
import { readerOf, toMessage } from './message-view';

/** Cheap checks before the upload is read: a conversation of the viewer's, still open. */
export async function checkAttachment(ctx: RequestContext, viewer: Viewer, conversationId: string) {
  const conversation = await conversationFor(ctx.deps.db, viewer, conversationId);
  if (conversation.closedAt) throw closedConflict();
}

/**
 * POST /conversations/:id/attachments: a photo through the upload pipeline (checked by content,
 * re-encoded as WebP without EXIF/GPS), stored under a private key that /_img never serves.
 * Counts against the message rate limit.
 */
export async function postAttachment(
  ctx: RequestContext,
  viewer: Viewer,
  conversationId: string,
  upload: Buffer,
): Promise<Message> {
  const { clock, media } = ctx.deps;
  const photo = await readUploadedPhoto(ctx.log, upload, 'chat photo');
  const attempt = await consumeMessageBudget(ctx.deps, viewer.id);
  const key = messagePhotoKey(conversationId, randomUUID(), photo.ext);
  // A failed upload or transaction keeps nothing: the budget back, the stored photo removed.
  const rolledBack = async (err: unknown): Promise<never> => {
    await attempt.giveBack();
    await media.delete(key).catch(() => {});
    throw err;
  };
  await media.putOwned(viewer.id, key, photo.data, photo.contentType).catch(rolledBack);
  return sendMessages(
    ctx,
    async (tx, outbox) => {
      const { c, facts, revealed } = await openConversationFor(tx, viewer, conversationId);
      const now = clock.now();
      const message = await outbox.message(
        c,
        {
          senderId: viewer.id,
          kind: 'photo',
          attachmentKey: key,
          attachmentWidth: photo.width,
          attachmentHeight: photo.height,
        },
        now,
        { facts, revealed },
      );
      await auditAdminMessage(tx, viewer, c, message, now);
      return toMessage(message, readerOf(viewer, revealed));
    },
    rolledBack,
  );
}

/** GET /conversations/:id/attachments/:messageId: the photo's bytes, for the participants and admins only. */
export async function readAttachment(ctx: RequestContext, viewer: Viewer, conversationId: string, messageId: string) {
  const { db, media } = ctx.deps;
  await conversationFor(db, viewer, conversationId);
  const message = await findMessage(db, conversationId, BigInt(messageId));
  if (!message?.attachmentKey) throw conversationNotFound();
  const data = await media.get(message.attachmentKey);
  if (!data) throw AppError.notFound('This photo does not exist.');
  return { data, contentType: 'image/webp' };
}
