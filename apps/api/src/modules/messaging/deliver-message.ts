import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx, Tx } from '@biclou/db/client';
import { ErrorCode } from '@biclou/contracts/errors';
import { conversationRoom, userRoom } from '@biclou/contracts/messaging';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { consumeOrThrow, RATE_RULES, type Attempt } from '../../platform/rate-limit/rate-limiter';
import { notify, type NotificationCreated } from '../notifications';
import { readersOf } from './conversation-access';
import { contactsRevealed, unreadTotal } from './conversation-facts-repository';
import { touchConversation, type ConversationRow, type LockedForMessage } from './conversation-repository';
import { insertMessage, insertSystemLine, type MessageRow, type NewMessage } from './message-repository';
import { readerOf, toMessage } from './message-view';

const TOO_FAST_MESSAGE = 'You are sending messages too fast. Wait a minute and try again.';

/** 20 messages a minute per member (a refused one costs nothing; the page keeps it in the composer). */
export function consumeMessageBudget(deps: Pick<Deps, 'rateLimiter'>, userId: string): Promise<Attempt> {
  return consumeOrThrow(deps.rateLimiter, [[RATE_RULES.messagesUser, userId]], (retryAfterS) => {
    const error = new AppError(ErrorCode.rateLimited, 429, TOO_FAST_MESSAGE);
    error.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterS))) };
    return error;
  });
}

type MessageInput = Omit<NewMessage, 'conversationId' | 'createdAt'>;

/** What a new message needs: the database, the bell's hub and, once sockets are attached, the realtime hub. */
interface SendContext {
  deps: Pick<Deps, 'db' | 'notificationEvents'> & Partial<Pick<Deps, 'realtime'>>;
  log?: FastifyBaseLogger;
}

/** How `sendMessages`' work writes, in its transaction; each write is pushed once the transaction has committed. */
interface Outbox {
  /**
   * A message (the conversation row locked by the caller): written, the conversation moved up the
   * inboxes and, for a member's message with its `facts`, the reader(s) told through the bell
   * (`notify`, one row per unread conversation). `revealed`: whether contacts show between the
   * two, when the caller read it under the lock (else it is read after the commit).
   */
  message(
    conversation: ConversationRow,
    row: MessageInput,
    at: Date,
    options?: { facts?: LockedForMessage['facts']; revealed?: boolean },
  ): Promise<MessageRow>;
  /** A booking step's system line, once per booking and step (a unique key): undefined when it was already there. */
  systemLine(conversation: ConversationRow, row: MessageInput, at: Date): Promise<MessageRow | undefined>;
  /** Another live event, pushed after the commit in turn with the messages (a conversation reopened before its lines). */
  afterCommit(push: () => void): void;
}

/**
 * The one way a new message enters a conversation (a member's post or photo, "Contact the owner",
 * an admin's post, a booking step's line and the request's note): `work` writes through the
 * outbox in one transaction; once it has committed, each message is pushed in order
 * (`publishMessage`: the bell's notifications, the message live to each reader's room masked for
 * them, the unread totals). A rolled-back transaction pushes nothing: `rolledBack` (when given)
 * then decides, giving back what the caller took and answering or rethrowing. Returns what `work`
 * returned.
 */
export async function sendMessages<R>(
  ctx: SendContext,
  work: (tx: Tx, outbox: Outbox) => Promise<R>,
  rolledBack?: (err: unknown) => Promise<R>,
): Promise<R> {
  const pushes: (() => unknown)[] = [];
  const publish = (written: Written) => pushes.push(() => publishMessage(ctx.deps, written, ctx.log));
  let result: R;
  try {
    result = await ctx.deps.db.transaction((tx) =>
      work(tx, {
        async message(conversation, row, at, options = {}) {
          const written = await writeMessage(tx, conversation, row, at, options.facts);
          publish({ ...written, revealed: options.revealed });
          return written.message;
        },
        async systemLine(conversation, row, at) {
          const line = await insertSystemLine(tx, { ...row, conversationId: conversation.id, createdAt: at });
          if (!line) return undefined;
          await touchConversation(tx, conversation.id, at);
          publish({ conversation, message: line, notices: [] });
          return line;
        },
        afterCommit(push) {
          pushes.push(push);
        },
      }),
    );
  } catch (err) {
    if (!rolledBack) throw err;
    return rolledBack(err);
  }
  for (const push of pushes) await push();
  return result;
}

interface Written {
  conversation: ConversationRow;
  message: MessageRow;
  notices: NotificationCreated[];
  /** Whether contacts show between the two, when the writer read it under the lock (`openConversationFor`). */
  revealed?: boolean;
}

/**
 * Writes a message in the caller's transaction, moves the conversation up the inboxes and, for a
 * member's message, tells the reader(s) through the bell (`notify`, one row per unread conversation).
 */
async function writeMessage(
  tx: DbOrTx,
  conversation: ConversationRow,
  row: MessageInput,
  at: Date,
  facts?: LockedForMessage['facts'],
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

/**
 * After the commit: the bell's notifications go out, and the message live to each participant's
 * room, masked for that reader, and to the admins watching the thread as written, then each
 * reader's new unread total. A socket gets each message once: one emit per distinct copy, to
 * every room that reads that copy (Socket.IO serialises it once per emit), so a reader whose copy
 * is the original (nothing masked, or contacts revealed) shares the admins' emit.
 */
async function publishMessage(deps: SendContext['deps'], written: Written, log?: FastifyBaseLogger) {
  const { conversation: c, message } = written;
  await deps.notificationEvents.publish(written.notices, log);
  const revealed = written.revealed ?? (await contactsRevealed(deps.db, c));
  const hub = deps.realtime;
  if (!hub?.io) return;
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
}
