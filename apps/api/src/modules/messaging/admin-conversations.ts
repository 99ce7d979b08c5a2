import type { AdminConversationRef } from '@biclou/contracts/admin-conversations';
import type { DbOrTx } from '@biclou/db/client';
import { conversationsForAdmin } from './admin-conversation-repository';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * For the admin's user and booking pages: the user's conversations (as renter or owner),
 * or the booking's (its listing, its renter). Read-only; the admin opens one at /admin/conversations/:id,
 * which reads it through GET /conversations/:id (admins read every conversation, unmasked).
 */
export async function adminConversations(
  db: DbOrTx,
  of: { userId: string } | { bookingId: string },
): Promise<AdminConversationRef[]> {
  const rows = await conversationsForAdmin(db, of);
  return rows.map((r) => ({
    id: r.id,
    listing: { id: r.listing_id, title: r.title },
    renter: { id: r.renter_id, firstname: r.renter_firstname, lastname: r.renter_lastname },
    owner: { id: r.owner_id, firstname: r.owner_firstname, lastname: r.owner_lastname },
    messageCount: r.message_count,
    lastMessageAt: iso(r.last_message_at),
    closed: r.closed_at !== null,
  }));
}
