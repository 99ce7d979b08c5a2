import type { CloseReason, ConversationClosedEvent, ConversationDetail } from '@biclou/contracts/messaging';
import { conversationRoom, userRoom } from '@biclou/contracts/messaging';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { auditAdminClose } from './admin-audit';
import { conversationFor, type Viewer } from './conversation-access';
import { closeConversationRow } from './conversation-repository';
import { conversationCard } from './conversation-card-repository';
import { closeNoteFor, toDetail } from './message-view';

/**
 * POST /conversations/:id/close by the owner, the renter or an admin, with a reason from the list
 * and an optional note. Afterwards the thread is read-only for both sides; closing again is a 409.
 */
export async function closeConversation(
  ctx: RequestContext,
  viewer: Viewer,
  conversationId: string,
  input: { reason: CloseReason; note?: string },
): Promise<ConversationDetail> {
  const { db, clock, realtime } = ctx.deps;
  const closed = await db.transaction(async (tx) => {
    const locked = await conversationFor(tx, viewer, conversationId, { lock: true });
    if (locked.closedAt) throw AppError.conflict('This conversation is already closed.');
    const close = { reason: input.reason, note: input.note?.trim() || null };
    const at = clock.now();
    await auditAdminClose(tx, viewer, locked, close, at);
    return closeConversationRow(tx, conversationId, { by: viewer.id, ...close, at });
  });
  const card = (await conversationCard(db, conversationId, viewer.id))!;
  const detail = toDetail(card, viewer);
  const event = (closeNote: string | null): ConversationClosedEvent => ({
    conversationId,
    closedBy: detail.closedBy,
    closeReason: input.reason,
    closeNote,
    closedAt: detail.closedAt!,
  });
  // each participant's room gets the note as that reader may read it, the admins watching it as written
  const asWritten = event(closed.closeNote);
  const withOriginal = [conversationRoom(conversationId)];
  const ownCopy: string[] = [];
  for (const userId of [closed.renterId, closed.ownerId]) {
    const note = closeNoteFor(closed, { id: userId, isAdmin: false, revealed: card.revealed });
    if (note === asWritten.closeNote) withOriginal.push(userRoom(userId));
    else {
      realtime.emit(userRoom(userId), 'conversation:closed', event(note));
      ownCopy.push(userRoom(userId));
    }
  }
  realtime.emit(withOriginal, 'conversation:closed', asWritten, ownCopy);
  return detail;
}
