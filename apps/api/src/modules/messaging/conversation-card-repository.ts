import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, conversations, listingPhotos, listings, messages, users } from '@biclou/db/schema';
import { firstnameOf, revealed, type ConversationRow } from './conversation-repository';

// A conversation as its views show it (the card): one conversation, or a reader's list of them.

const lastMessage = sql<LastMessageJson | null>`(SELECT json_build_object('id', m.id::text, 'kind', m.kind,
  'body', m.body, 'senderId', m.sender_id, 'createdAt', m.created_at, 'event', m.event)
  FROM ${messages} m WHERE m.conversation_id = ${conversations.id} ORDER BY m.id DESC LIMIT 1)`;

const latestBooking = sql<BookingJson | null>`(SELECT json_build_object('id', b.id, 'status', b.status,
  'startDate', b.start_date, 'endDate', b.end_date, 'pickupAt', b.pickup_at, 'returnAt', b.return_at,
  'totalCents', b.total_cents, 'currency', b.currency)
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
  /** timestamptz as JSON writes it ("2026-03-14T13:00:00+00:00"); the view makes them ISO instants. */
  pickupAt: string;
  returnAt: string;
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
