import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, conversations } from '@biclou/db/schema';

/**
 * A booking's thread is the conversation of its listing and renter (messaging's table; bookings
 * only reads its id here, to link the booking to it). Keyed `listingId:renterId`.
 */
export async function conversationIdsOf(
  tx: DbOrTx,
  pairs: { listingId: string; renterId: string }[],
): Promise<Map<string, string>> {
  if (!pairs.length) return new Map();
  const rows = await tx
    .select({ id: conversations.id, listingId: conversations.listingId, renterId: conversations.renterId })
    .from(conversations)
    .where(
      and(
        inArray(conversations.listingId, [...new Set(pairs.map((p) => p.listingId))]),
        inArray(conversations.renterId, [...new Set(pairs.map((p) => p.renterId))]),
      ),
    );
  return new Map(rows.map((r) => [`${r.listingId}:${r.renterId}`, r.id]));
}

/**
 * The members among `others` with whom `userId` has a paid booking, either way round: contact
 * details in what they write show unmasked (decisions "Messaging").
 */
export async function contactsRevealedWith(tx: DbOrTx, userId: string, others: string[]): Promise<Set<string>> {
  if (!others.length) return new Set();
  const rows = await tx
    .select({ renterId: bookings.renterId, ownerId: bookings.ownerId })
    .from(bookings)
    .where(
      and(
        isNotNull(bookings.paidAt),
        or(
          and(eq(bookings.renterId, userId), inArray(bookings.ownerId, others)),
          and(eq(bookings.ownerId, userId), inArray(bookings.renterId, others)),
        ),
      ),
    );
  return new Set(rows.map((r) => (r.renterId === userId ? r.ownerId : r.renterId)));
}
