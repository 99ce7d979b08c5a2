import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, conversations, listings, users } from '@biclou/db/schema';

// A conversation's row: read, locked (for a message), created, touched, closed and reopened.

export type ConversationRow = typeof conversations.$inferSelect;

/** A booking between the two members of a conversation has been paid (either way round): contacts show. */
export const revealed = sql<boolean>`EXISTS (SELECT 1 FROM ${bookings} WHERE ${bookings.paidAt} IS NOT NULL AND (
  (${bookings.renterId} = ${conversations.renterId} AND ${bookings.ownerId} = ${conversations.ownerId}) OR
  (${bookings.renterId} = ${conversations.ownerId} AND ${bookings.ownerId} = ${conversations.renterId})))`;

/** A member's first name, by id. */
export const firstnameOf = (id: SQLWrapper) =>
  sql<string>`(SELECT ${users.firstname} FROM ${users} WHERE ${users.id} = ${id})`;

export async function findConversation(tx: DbOrTx, id: string): Promise<ConversationRow | undefined> {
  const [row] = await tx.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

/** Locks the conversation's row for the transaction: messages are then written one conversation at a time, in id order. */
export async function lockConversation(tx: DbOrTx, id: string): Promise<ConversationRow | undefined> {
  const [row] = await tx.select().from(conversations).where(eq(conversations.id, id)).for('update');
  return row;
}

/** What writing a member's message needs from its conversation, read with the row's lock. */
export interface LockedForMessage {
  c: ConversationRow;
  /** For the reader's notification: the sender's first name and the bike. */
  facts: { senderFirstname: string; title: string };
  /** Whether contacts show between the two (a paid booking): the live copies are masked otherwise. */
  revealed: boolean;
}

/**
 * `lockConversation` for a member's message, in the same round trip: the notification's facts
 * (`messageFacts`) and the reveal state (`contactsRevealed`), read under the lock.
 */
export async function lockForMessage(tx: DbOrTx, id: string, senderId: string): Promise<LockedForMessage | undefined> {
  const [row] = await tx
    .select({
      c: conversations,
      title: sql<string>`coalesce(trim(concat_ws(' ', ${listings.brand}, ${listings.model})), '')`,
      senderFirstname: sql<string>`coalesce(${firstnameOf(sql`${senderId}`)}, '')`,
      revealed,
    })
    .from(conversations)
    .leftJoin(listings, eq(listings.id, conversations.listingId))
    .where(eq(conversations.id, id))
    .for('update', { of: conversations });
  if (!row) return undefined;
  return { c: row.c, facts: { title: row.title, senderFirstname: row.senderFirstname }, revealed: row.revealed };
}

/** The listing a renter contacts: its owner, and whether it can be contacted (live or paused). */
export async function listingForContact(tx: DbOrTx, listingId: string) {
  const [row] = await tx
    .select({ id: listings.id, ownerId: listings.ownerId, status: listings.status })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row;
}

/** The renter's conversation about the listing, created if needed (the unique key makes it one, even under a race). */
export async function ensureConversation(
  tx: DbOrTx,
  v: { listingId: string; renterId: string; ownerId: string; at: Date },
): Promise<{ row: ConversationRow; created: boolean }> {
  const [inserted] = await tx
    .insert(conversations)
    .values({ listingId: v.listingId, renterId: v.renterId, ownerId: v.ownerId, createdAt: v.at, updatedAt: v.at })
    .onConflictDoNothing({ target: [conversations.listingId, conversations.renterId] })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [row] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.listingId, v.listingId), eq(conversations.renterId, v.renterId)));
  return { row: row!, created: false };
}

export async function touchConversation(tx: DbOrTx, id: string, at: Date) {
  await tx
    .update(conversations)
    .set({ updatedAt: sql`greatest(${conversations.updatedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(conversations.id, id));
}

export async function closeConversationRow(
  tx: DbOrTx,
  id: string,
  v: { by: string; reason: string; note: string | null; at: Date },
): Promise<ConversationRow> {
  const [row] = await tx
    .update(conversations)
    .set({ closedAt: v.at, closedBy: v.by, closeReason: v.reason, closeNote: v.note, updatedAt: v.at })
    .where(eq(conversations.id, id))
    .returning();
  return row!;
}

/** Clears a conversation's closing: both sides may write again. */
export async function reopenConversationRow(tx: DbOrTx, id: string): Promise<ConversationRow> {
  const [row] = await tx
    .update(conversations)
    .set({ closedAt: null, closedBy: null, closeReason: null, closeNote: null })
    .where(eq(conversations.id, id))
    .returning();
  return row!;
}
