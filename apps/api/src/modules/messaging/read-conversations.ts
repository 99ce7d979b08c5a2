import type { ConversationDetail, ConversationListResponse, MessageListResponse } from '@biclou/contracts/messaging';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { conversationFor, conversationNotFound, type Viewer } from './conversation-access';
import { contactsRevealed, unreadTotal } from './conversation-facts-repository';
import { conversationCard, listConversationCards } from './conversation-card-repository';
import { listMessageRows } from './message-repository';
import { readerOf, toDetail, toMessage, toSummary } from './message-view';

/** GET /conversations: mine (as renter or owner), latest activity first, `before` the previous page's cursor. */
export async function listConversations(
  ctx: RequestContext,
  viewer: Viewer,
  q: { limit: number; before?: string },
): Promise<ConversationListResponse> {
  const before = q.before ? parseCursor(q.before) : undefined;
  const cards = await listConversationCards(ctx.deps.db, viewer.id, { limit: q.limit + 1, before });
  const page = cards.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: page.map((card) => toSummary(card, viewer)),
    nextCursor: cards.length > q.limit && last ? `${last.c.updatedAt.toISOString()}_${last.c.id}` : null,
  };
}

function parseCursor(cursor: string) {
  const i = cursor.lastIndexOf('_');
  const at = new Date(cursor.slice(0, i));
  if (Number.isNaN(at.getTime())) throw AppError.field('before', 'Invalid cursor.');
  return { at, id: cursor.slice(i + 1) };
}

/** GET /conversations/:id for a participant or an admin; 404 for anyone else. */
export async function getConversation(
  ctx: RequestContext,
  viewer: Viewer,
  conversationId: string,
): Promise<ConversationDetail> {
  await conversationFor(ctx.deps.db, viewer, conversationId);
  const card = await conversationCard(ctx.deps.db, conversationId, viewer.id);
  if (!card) throw conversationNotFound();
  return toDetail(card, viewer);
}

/** GET /conversations/:id/messages: oldest first, after or before a message id, masked for the reader. */
export async function listMessages(
  ctx: RequestContext,
  viewer: Viewer,
  conversationId: string,
  q: { after?: string; before?: string; limit: number },
): Promise<MessageListResponse> {
  const { db } = ctx.deps;
  const conversation = await conversationFor(db, viewer, conversationId);
  const { rows, hasMore } = await listMessageRows(db, conversationId, {
    after: q.after ? BigInt(q.after) : undefined,
    before: q.before ? BigInt(q.before) : undefined,
    limit: q.limit,
  });
  const reader = readerOf(viewer, viewer.isAdmin || (await contactsRevealed(db, conversation)));
  return { items: rows.map((r) => toMessage(r, reader)), hasMore };
}

/** GET /conversations/unread-count: messages from others I have not seen, over all my conversations. */
export async function conversationsUnreadCount(ctx: RequestContext, viewer: Viewer) {
  return { count: await unreadTotal(ctx.deps.db, viewer.id) };
}
