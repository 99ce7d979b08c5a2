import { and, desc, eq, isNotNull, lt, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, conversations, listingPhotos, listings, messages, users } from '@biclou/db/schema';

export type ConversationRow = typeof conversations.$inferSelect;

/** A booking between the two members of a conversation has been paid (either way round): contacts show. */
const revealed = sql<boolean>`EXISTS (SELECT 1 FROM ${bookings} WHERE ${bookings.paidAt} IS NOT NULL AND (
  (${bookings.renterId} = ${conversations.renterId} AND ${bookings.ownerId} = ${conversations.ownerId}) OR
  (${bookings.renterId} = ${conversations.ownerId} AND ${bookings.ownerId} = ${conversations.renterId})))`;

const firstnameOf = (id: SQLWrapper) =>
  sql<string>`(SELECT ${users.firstname} FROM ${users} WHERE ${users.id} = ${id})`;

const lastMessage = sql<LastMessageJson | null>`(SELECT json_build_object('id', m.id::text, 'kind', m.kind,
  'body', m.body, 'senderId', m.sender_id, 'createdAt', m.created_at, 'event', m.event)
  FROM ${messages} m WHERE m.conversation_id = ${conversations.id} ORDER BY m.id DESC LIMIT 1)`;

const latestBooking = sql<BookingJson | null>`(SELECT json_build_object('id', b.id, 'status', b.status,
  'startDate', b.start_date, 'endDate', b.end_date, 'totalCents', b.total_cents, 'currency', b.currency)
  FROM ${bookings} b WHERE b.listing_id = ${conversations.listingId} AND b.renter_id = ${conversations.renterId}
  ORDER BY b.requested_at DESC LIMIT 1)`;

const unreadFor = (userId: string) =>
  sql<number>`(SELECT count(*)::int FROM ${messages} m WHERE m.conversation_id = ${conversations.id}
    AND m.seen_at IS NULL AND m.kind <> 'system' AND m.sender_id IS NOT NULL AND m.sender_id <> ${userId})`;

export interface LastMessageJson {
  id: string;
  kind: 'text' | 'photo' | 'system';
  body: string;
  senderId: string | null;
  createdAt: string;
  event: Record<string, string | number> | null;
}
export interface BookingJson {
  id: string;
  status: string;
  startDate: string;
  endDate: string;
  totalCents: number;
  currency: string;
}

/** A conversation with what its views show, as `readerId` reads it. */
export interface ConversationCard {
  c: ConversationRow;
  title: string;
  city: string | null;
  country: string | null;
  coverKey: string | null;
  renterFirstname: string;
  ownerFirstname: string;
  closedByFirstname: string | null;
  revealed: boolean;
  unread: number;
  last: LastMessageJson | null;
  booking: BookingJson | null;
}

const cardFields = (readerId: string) => ({
  c: conversations,
  title: sql<string>`trim(concat_ws(' ', ${listings.brand}, ${listings.model}))`,
  city: listings.city,
  country: listings.country,
  coverKey: sql<
    string | null
  >`(SELECT ${listingPhotos.key} FROM ${listingPhotos} WHERE ${listingPhotos.listingId} = ${listings.id} AND ${listingPhotos.isCover} LIMIT 1)`,
  renterFirstname: firstnameOf(conversations.renterId),
  ownerFirstname: firstnameOf(conversations.ownerId),
  closedByFirstname: sql<
    string | null
  >`(SELECT ${users.firstname} FROM ${users} WHERE ${users.id} = ${conversations.closedBy})`,
  revealed,
  unread: unreadFor(readerId),
  last: lastMessage,
  booking: latestBooking,
});

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

export async function conversationCard(
  tx: DbOrTx,
  id: string,
  readerId: string,
): Promise<ConversationCard | undefined> {
  const [row] = await tx
    .select(cardFields(readerId))
    .from(conversations)
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .where(eq(conversations.id, id));
  return row;
}

/** The reader's conversations, latest activity first, strictly before the cursor (updated_at, id). */
export function listConversationCards(
  tx: DbOrTx,
  userId: string,
  page: { limit: number; before?: { at: Date; id: string } },
): Promise<ConversationCard[]> {
  const { before } = page;
  return tx
    .select(cardFields(userId))
    .from(conversations)
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .where(
      and(
        or(eq(conversations.renterId, userId), eq(conversations.ownerId, userId)),
        before
          ? or(
              lt(conversations.updatedAt, before.at),
              and(eq(conversations.updatedAt, before.at), lt(conversations.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(page.limit);
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

/** Messages from others the user has not seen, over all their conversations. */
export async function unreadTotal(tx: DbOrTx, userId: string): Promise<number> {
  const rows = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${messages} m
    JOIN ${conversations} c ON c.id = m.conversation_id
    WHERE (c.renter_id = ${userId} OR c.owner_id = ${userId})
      AND m.seen_at IS NULL AND m.kind <> 'system' AND m.sender_id IS NOT NULL AND m.sender_id <> ${userId}`);
  return Number(rowsOf<{ n: number }>(rows)[0]?.n ?? 0);
}

/** The conversation of each (listing, renter) pair: a booking's thread. */
export async function conversationOfPair(tx: DbOrTx, listingId: string, renterId: string) {
  const [row] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.listingId, listingId), eq(conversations.renterId, renterId)));
  return row;
}

/** Whether the user is an admin (a reader who sees everything). */
export async function userRole(tx: DbOrTx, userId: string): Promise<'user' | 'admin' | undefined> {
  const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role;
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
