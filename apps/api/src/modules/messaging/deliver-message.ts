import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '@biclou/db/client';
import { ErrorCode } from '@biclou/contracts/errors';
import { conversationRoom, userRoom } from '@biclou/contracts/messaging';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { consumeOrThrow, RATE_RULES, type Attempt } from '../../platform/rate-limit/rate-limiter';
import { announceNotifications, notify, type NotificationCreated } from '../notifications';
import { readersOf } from './conversation-access';
import { contactsRevealed, touchConversation, unreadTotal, type ConversationRow } from './conversation-repository';
import { insertMessage, type MessageRow, type NewMessage } from './message-repository';
import { readerOf, toMessage } from './message-view';

export const TOO_FAST_MESSAGE = 'You are sending messages too fast. Wait a minute and try again.';

/** 20 messages a minute per member (a refused one costs nothing; the page keeps it in the composer). */
export function consumeMessageBudget(deps: Pick<Deps, 'rateLimiter'>, userId: string): Promise<Attempt> {
  return consumeOrThrow(deps.rateLimiter, [[RATE_RULES.messagesUser, userId]], (retryAfterS) => {
    const error = new AppError(ErrorCode.rateLimited, 429, TOO_FAST_MESSAGE);
    error.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterS))) };
    return error;
  });
}

export interface Written {
  conversation: ConversationRow;
  message: MessageRow;
  notices: NotificationCreated[];
  /** Whether contacts show between the two, when the writer read it under the lock (`openConversationFor`). */
  revealed?: boolean;
}

/**
 * Writes a message in the caller's transaction (the conversation row locked by the caller), moves
 * the conversation up the inboxes and, for a member's message, tells the reader(s) through the
 * bell (`notify`, one row per unread conversation). Publish it with `publishMessage` after the commit.
 */
export async function writeMessage(
  tx: DbOrTx,
  conversation: ConversationRow,
  row: Omit<NewMessage, 'conversationId' | 'createdAt'>,
  at: Date,
  facts?: { senderFirstname: string; title: string },
): Promise<Written> {
  const message = await insertMessage(tx, { ...row, conversationId: conversation.id, createdAt: at });
  await touchConversation(tx, conversation.id, at);
  const notices: NotificationCreated[] = [];
  if (message.kind !== 'system' && facts)
    for (const userId of readersOf(conversation, message.senderId))
      notices.push(
        await notify(tx, {
          userId,
          kind: 'message',
          link: `/dashboard/chats/${conversation.id}`,
          conversationId: conversation.id,
          params: { name: facts.senderFirstname, title: facts.title },
          at,
        }),
      );
  return { conversation, message, notices };
}

type LiveDeps = Pick<Deps, 'db'> & Partial<Pick<Deps, 'realtime'>>;

/**
 * After the commit: the bell's notifications go out, and the message live to each participant's
 * room, masked for that reader, and to the admins watching the thread as written, then each
 * reader's new unread total. A socket gets each message once: one emit per distinct copy, to
 * every room that reads that copy (Socket.IO serialises it once per emit), so a reader whose copy
 * is the original (nothing masked, or contacts revealed) shares the admins' emit. Returns whether
 * contacts show between the two (for the sender's own answer).
 */
export async function publishMessage(deps: LiveDeps, written: Written, log?: FastifyBaseLogger): Promise<boolean> {
  const { conversation: c, message } = written;
  await announceNotifications(written.notices, log);
  const revealed = written.revealed ?? (await contactsRevealed(deps.db, c));
  const hub = deps.realtime;
  if (!hub?.io) return revealed;
  const asWritten = toMessage(message, readerOf({ id: '', isAdmin: true }, true));
  const withOriginal = [conversationRoom(c.id)];
  const ownCopy: string[] = [];
  for (const userId of [c.renterId, c.ownerId]) {
    const copy = toMessage(message, readerOf({ id: userId, isAdmin: false }, revealed));
    if (copy.body === asWritten.body && copy.clientId === asWritten.clientId) withOriginal.push(userRoom(userId));
    else {
      hub.emit(userRoom(userId), 'message:new', copy);
      ownCopy.push(userRoom(userId));
    }
  }
  hub.emit(withOriginal, 'message:new', asWritten, ownCopy);
  if (message.kind !== 'system')
    for (const userId of readersOf(c, message.senderId))
      hub.emit(userRoom(userId), 'unread', { count: await unreadTotal(deps.db, userId) });
  return revealed;
}
