import { conversationRoom, userRoom } from '@biclou/contracts/messaging';
import type { RequestContext } from '../../platform/http/request-context';
import { markConversationNotificationsRead } from '../notifications';
import { conversationFor, isParticipant, type Viewer } from './conversation-access';
import { unreadTotal } from './conversation-facts-repository';
import { markSeenUpTo } from './message-repository';

/**
 * POST /conversations/:id/seen: the reader has the thread open and visible up to `upTo`. The
 * other side's messages up to it get `seen_at` (once: a seen message keeps its first time), the
 * conversation's "new message" notification is read, and the sender sees "Seen" live. An admin
 * reading marks nothing.
 */
export async function markSeen(ctx: RequestContext, viewer: Viewer, conversationId: string, upTo: string) {
  const { db, clock, realtime } = ctx.deps;
  const conversation = await conversationFor(db, viewer, conversationId);
  if (!isParticipant(conversation, viewer.id)) return;
  const at = clock.now();
  const marked = await db.transaction(async (tx) => {
    const last = await markSeenUpTo(tx, conversationId, viewer.id, BigInt(upTo), at);
    await markConversationNotificationsRead(tx, { userId: viewer.id, conversationId, at });
    return last;
  });
  if (marked === undefined) return;
  realtime.emit(
    [conversationRoom(conversationId), userRoom(conversation.renterId), userRoom(conversation.ownerId)],
    'message:seen',
    { conversationId, upTo: marked.toString(), seenAt: at.toISOString() },
  );
  realtime.emit(userRoom(viewer.id), 'unread', { count: await unreadTotal(db, viewer.id) });
}
