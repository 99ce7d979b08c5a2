/**
 * The email notice for unread messages (decisions "Notifications"): one email after a conversation
 * has stayed unread for 10 minutes, not one per message, and none for a reader who turned
 * "email me about new messages" off.
 */
const MESSAGE_NOTICE_DELAY_MINUTES = 10;
const DELAY_MS = MESSAGE_NOTICE_DELAY_MINUTES * 60_000;

/** One reader's side of one conversation. */
export interface UnreadConversation {
  /** The oldest message from the other side this reader has not seen; null when they have seen everything. */
  oldestUnreadAt: Date | null;
  /** When this reader was last emailed about this conversation; null if never. */
  lastNoticeAt: Date | null;
  /** The reader's "email me about new messages" preference. */
  wantsEmails: boolean;
}

/**
 * Whether to send the notice now. Example: Léa writes at 10:00 and 10:05 → one notice at 10:10
 * (the 10:05 message does not restart the wait nor add an email); more messages before Tom reads
 * add nothing; once Tom has read, a message at 11:00 gives a new notice at 11:10.
 */
export function isMessageNoticeDue(c: UnreadConversation, now: Date): boolean {
  if (!c.wantsEmails || c.oldestUnreadAt === null) return false;
  if (now.getTime() - c.oldestUnreadAt.getTime() < DELAY_MS) return false;
  // a notice sent after the oldest unread message already told about this unread stretch
  return c.lastNoticeAt === null || c.lastNoticeAt.getTime() < c.oldestUnreadAt.getTime();
}

/**
 * The bound the job's SQL selects candidates with (oldest unread message at or before it);
 * `isMessageNoticeDue` then decides each one, so the SQL restates no rule.
 */
export function messageNoticeBounds(now: Date): { unreadAtOrBefore: Date } {
  return { unreadAtOrBefore: new Date(now.getTime() - DELAY_MS) };
}
