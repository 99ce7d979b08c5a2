import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, conversations, listings, messages, users } from '@biclou/db/schema';
import type { ConversationRow } from './conversation-repository';

// Facts for the readers of conversations: their unread total and role, whether contacts show, a notification's words.

/** Messages from others the user has not seen, over all their conversations. */
export async function unreadTotal(tx: DbOrTx, userId: string): Promise<number> {
  const rows = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${messages} m
    JOIN ${conversations} c ON c.id = m.conversation_id
    WHERE (c.renter_id = ${userId} OR c.owner_id = ${userId})
      AND m.seen_at IS NULL AND m.kind <> 'system' AND m.sender_id IS NOT NULL AND m.sender_id <> ${userId}`);
  return Number(rowsOf<{ n: number }>(rows)[0]?.n ?? 0);
}

export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/** Whether a booking between the two members has been paid (either way round): then contacts show. */
export async function contactsRevealed(tx: DbOrTx, c: Pick<ConversationRow, 'renterId' | 'ownerId'>) {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        isNotNull(bookings.paidAt),
        or(
          and(eq(bookings.renterId, c.renterId), eq(bookings.ownerId, c.ownerId)),
          and(eq(bookings.renterId, c.ownerId), eq(bookings.ownerId, c.renterId)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What a message notification says: the sender's first name and the bike. */
export async function messageFacts(tx: DbOrTx, c: Pick<ConversationRow, 'listingId'>, senderId: string) {
  const [row] = await tx
    .select({
      title: sql<string>`trim(concat_ws(' ', ${listings.brand}, ${listings.model}))`,
      senderFirstname: sql<string>`(SELECT ${users.firstname} FROM ${users} WHERE ${users.id} = ${senderId})`,
    })
    .from(listings)
    .where(eq(listings.id, c.listingId));
  return row ?? { title: '', senderFirstname: '' };
}
