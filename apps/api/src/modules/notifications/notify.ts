import type { NotificationKind, NotificationParams } from '@biclou/contracts/notifications';
import type { DbOrTx } from '@biclou/db/client';
import type { NotificationCreated } from './notification-created';
import { insertNotifications, markConversationRead, upsertMessageNotification } from './notification-repository';
import { toNotification } from './notification-view';

/** One notification for one reader: what happened as a code and params, never text. */
export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  /** The site path it opens, without the locale (`/dashboard/chats/<id>`). */
  link: string;
  bookingId?: string | null;
  conversationId?: string | null;
  params?: NotificationParams;
  /** When it happened (the deps clock; the list's order and cursor use it). */
  at: Date;
}

/**
 * Writes a notification in the caller's transaction and returns what to announce once it commits
 * (`deps.notificationEvents.publish`). A `message` for a conversation the reader has an unread
 * notification for bumps that one (count + 1) instead of adding a row.
 *
 * Messaging: `const created = await notify(tx, { userId, kind: 'message', conversationId, link, params, at })`
 * inside its transaction, then `await deps.notificationEvents.publish([created])` after the commit.
 */
export async function notify(tx: DbOrTx, input: NotifyInput): Promise<NotificationCreated> {
  // ms precision, so that the list's cursor (an ISO time) matches the stored value exactly
  const createdAt = new Date(input.at.getTime());
  const row = {
    userId: input.userId,
    kind: input.kind,
    link: input.link,
    bookingId: input.bookingId ?? null,
    conversationId: input.conversationId ?? null,
    params: input.params ?? {},
    createdAt,
  };
  if (input.kind === 'message') {
    if (!input.conversationId) throw new Error('a message notification needs its conversation');
    const saved = await upsertMessageNotification(tx, row);
    return { userId: saved.userId, notification: toNotification(saved) };
  }
  const [saved] = await insertNotifications(tx, [row]);
  return { userId: saved!.userId, notification: toNotification(saved!) };
}

/**
 * For messaging: the reader has the thread open, so its "new message" notification is read.
 * Returns how many were marked (0 or 1). Call it in the transaction that records `seen_at`.
 */
export function markConversationNotificationsRead(
  tx: DbOrTx,
  input: { userId: string; conversationId: string; at: Date },
): Promise<number> {
  return markConversationRead(tx, input.userId, input.conversationId, input.at);
}
