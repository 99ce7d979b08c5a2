import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@biclou/db/client';
import { conversations } from '@biclou/db/schema';
import type { UnreadConversationCandidate, UnreadConversationSource } from '../../notifications';

interface CandidateRow {
  conversation_id: string;
  user_id: string;
  side: 'renter' | 'owner';
  email: string;
  locale: 'en' | 'fr';
  firstname: string;
  other_firstname: string;
  title: string;
  unread_count: number;
  oldest_unread_at: Date | string;
  last_notice_at: Date | string | null;
  message_emails: boolean;
}

const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/**
 * Messaging's side of the unread-message notices (notifications' `messageNoticesJob`): each
 * participant whose oldest unseen message from the other side is at or before the bound, with
 * the conversation row locked (SKIP LOCKED: several instances never take the same); the notice
 * time is kept per side on the conversation.
 */
export const unreadConversationSource: UnreadConversationSource = {
  async candidates(tx, bounds, limit) {
    const result = await tx.execute(sql`
      WITH due AS (
        SELECT c.id FROM ${conversations} c
        WHERE EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.seen_at IS NULL
          AND m.kind <> 'system' AND m.sender_id IS NOT NULL AND m.created_at <= ${bounds.unreadAtOrBefore.toISOString()}::timestamptz)
        ORDER BY c.id
        LIMIT ${limit}
        FOR UPDATE OF c SKIP LOCKED
      )
      SELECT c.id AS conversation_id, u.id AS user_id, side.side, u.email, u.locale, u.firstname,
             o.firstname AS other_firstname, trim(concat_ws(' ', l.brand, l.model)) AS title,
             un.n AS unread_count, un.oldest AS oldest_unread_at, side.last_notice_at, u.message_emails
      FROM due JOIN ${conversations} c ON c.id = due.id
      JOIN listings l ON l.id = c.listing_id
      CROSS JOIN LATERAL (VALUES (c.renter_id, c.owner_id, c.renter_last_notice_at, 'renter'),
                                 (c.owner_id, c.renter_id, c.owner_last_notice_at, 'owner'))
        AS side(reader_id, other_id, last_notice_at, side)
      JOIN users u ON u.id = side.reader_id AND u.deleted_at IS NULL
      JOIN users o ON o.id = side.other_id
      CROSS JOIN LATERAL (SELECT count(*)::int AS n, min(m.created_at) AS oldest FROM messages m
        WHERE m.conversation_id = c.id AND m.seen_at IS NULL AND m.kind <> 'system'
          AND m.sender_id IS NOT NULL AND m.sender_id <> side.reader_id) un
      WHERE un.n > 0 AND un.oldest <= ${bounds.unreadAtOrBefore.toISOString()}::timestamptz`);
    const rows = ((result as unknown as { rows?: CandidateRow[] }).rows ??
      (result as unknown as CandidateRow[])) as CandidateRow[];
    return rows.map((r): UnreadConversationCandidate & { side: 'renter' | 'owner' } => ({
      conversationId: r.conversation_id,
      userId: r.user_id,
      side: r.side,
      email: r.email,
      locale: r.locale,
      firstname: r.firstname,
      otherFirstname: r.other_firstname,
      listingTitle: r.title,
      unreadCount: Number(r.unread_count),
      oldestUnreadAt: toDate(r.oldest_unread_at),
      lastNoticeAt: r.last_notice_at ? toDate(r.last_notice_at) : null,
      wantsEmails: r.message_emails,
    }));
  },
  async markNoticed(tx: Tx, c, at) {
    const side = (c as { side?: 'renter' | 'owner' }).side;
    const [row] = await tx.select().from(conversations).where(eq(conversations.id, c.conversationId));
    if (!row) return;
    const isRenter = side ? side === 'renter' : row.renterId === c.userId;
    await tx
      .update(conversations)
      .set(isRenter ? { renterLastNoticeAt: at } : { ownerLastNoticeAt: at })
      .where(eq(conversations.id, c.conversationId));
  },
};
