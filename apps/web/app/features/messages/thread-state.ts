import type { ConversationSummary, Message } from './chat-types';

/**
 * Message ids sort in creation order (contract): a numeric id compares by length then digits, any
 * other (uuid v7) as text.
 */
export function compareIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b) && a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The thread after `incoming` arrived (a socket push, a catch-up fetch, a send's answer): one
 * message per id (the newer copy wins: it may carry `seenAt`), in id order.
 */
export function mergeMessages(current: readonly Message[], incoming: readonly Message[]): Message[] {
  if (incoming.length === 0) return current as Message[];
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) {
    const known = byId.get(m.id);
    // A late copy never takes back a "seen".
    byId.set(m.id, known?.seenAt && !m.seenAt ? { ...m, seenAt: known.seenAt } : m);
  }
  return [...byId.values()].sort((a, b) => compareIds(a.id, b.id));
}

/** `message:seen`: my messages up to `upTo` are seen at `seenAt`. */
export function applySeen(messages: readonly Message[], myId: string, upTo: string, seenAt: string): Message[] {
  let changed = false;
  const next = messages.map((m) => {
    if (m.senderId !== myId || m.seenAt || compareIds(m.id, upTo) > 0) return m;
    changed = true;
    return { ...m, seenAt };
  });
  return changed ? next : (messages as Message[]);
}

/** The newest message of the other side (not mine, not a system line) not yet seen: what "seen" reports. */
export function lastUnseenFromOther(messages: readonly Message[], myId: string): Message | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const m = messages[i]!;
    if (m.senderId && m.senderId !== myId) return m.seenAt ? null : m;
  }
  return null;
}

/** My newest message the other side has seen: where "Seen" shows. */
export function lastSeenOfMine(messages: readonly Message[], myId: string): Message | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const m = messages[i]!;
    if (m.senderId === myId && m.seenAt) return m;
  }
  return null;
}

/**
 * The inbox after a new message: its conversation moves to the top with the new last message,
 * and one more unread unless I sent it or I am reading that thread. Null when the conversation
 * is not in the list (the caller reloads it).
 */
export function inboxWithMessage(
  items: readonly ConversationSummary[],
  message: Message,
  myId: string,
  openId: string | null,
): ConversationSummary[] | null {
  const index = items.findIndex((c) => c.id === message.conversationId);
  if (index < 0) return null;
  const c = items[index]!;
  if (c.lastMessage && c.lastMessage.createdAt > message.createdAt) return items as ConversationSummary[];
  const unread =
    message.senderId && message.senderId !== myId && message.conversationId !== openId
      ? c.unreadCount + 1
      : c.unreadCount;
  const updated: ConversationSummary = {
    ...c,
    lastMessage: {
      body: message.body,
      kind: message.kind,
      senderId: message.senderId,
      createdAt: message.createdAt,
      event: message.event,
    },
    unreadCount: unread,
    updatedAt: message.createdAt,
  };
  return [updated, ...items.slice(0, index), ...items.slice(index + 1)];
}
