import type { Message } from '@biclou/contracts/messaging';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { isUniqueViolation } from '../../platform/db/pg-errors';
import { auditAdminMessage } from './admin-audit';
import { closedConflict, conversationFor, openConversationFor, type Viewer } from './conversation-access';
import { consumeMessageBudget, sendMessages } from './deliver-message';
import { findByClientId } from './message-repository';
import { readerOf, toMessage } from './message-view';

/**
 * POST /conversations/:id/messages. A stranger gets 404, a closed conversation 409, the 21st
 * message in a minute 429 (nothing written). The same `clientId` again returns the message already
 * posted (a retry after a lost answer), without a second one. The access check and the retry look-up
 * run side by side (the 404 still wins); the transaction locks the conversation and reads what the
 * message needs (`openConversationFor`) in one query.
 */
export async function postMessage(
  ctx: RequestContext,
  viewer: Viewer,
  conversationId: string,
  input: { body: string; clientId: string },
): Promise<{ message: Message; created: boolean }> {
  const { db, clock } = ctx.deps;
  const [access, retry] = await Promise.allSettled([
    conversationFor(db, viewer, conversationId),
    findByClientId(db, viewer.id, input.clientId),
  ]);
  if (access.status === 'rejected') throw access.reason;
  if (retry.status === 'rejected') throw retry.reason;
  const conversation = access.value;
  const again = retry.value;
  if (again) {
    if (again.conversationId !== conversationId)
      throw AppError.conflict('This clientId was already used for another message.');
    return { message: toMessage(again, readerOf(viewer, true)), created: false };
  }
  if (conversation.closedAt) throw closedConflict();
  const attempt = await consumeMessageBudget(ctx.deps, viewer.id);
  return sendMessages<{ message: Message; created: boolean }>(
    ctx,
    async (tx, outbox) => {
      const { c, facts, revealed } = await openConversationFor(tx, viewer, conversationId);
      const now = clock.now();
      const message = await outbox.message(
        c,
        { senderId: viewer.id, kind: 'text', body: input.body, clientId: input.clientId },
        now,
        { facts, revealed },
      );
      await auditAdminMessage(tx, viewer, c, message, now);
      return { message: toMessage(message, readerOf(viewer, revealed)), created: true };
    },
    async (err) => {
      await attempt.giveBack();
      if (isUniqueViolation(err)) {
        const existing = await findByClientId(db, viewer.id, input.clientId);
        if (existing) return { message: toMessage(existing, readerOf(viewer, true)), created: false };
      }
      throw err;
    },
  );
}
