import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { rowsOf } from './conversation-facts-repository';

interface AdminConversationSqlRow {
  id: string;
  listing_id: string;
  title: string;
  renter_id: string;
  renter_firstname: string;
  renter_lastname: string;
  owner_id: string;
  owner_firstname: string;
  owner_lastname: string;
  message_count: number;
  last_message_at: Date | string | null;
  closed_at: Date | string | null;
}

/**
 * The conversations a user takes part in (either side), or the one of a booking (its listing and
 * renter), latest activity first; at most 50 (an admin page, never a whole table).
 */
export async function conversationsForAdmin(db: DbOrTx, of: { userId: string } | { bookingId: string }) {
  const where =
    'userId' in of
      ? sql`(c.renter_id = ${of.userId} OR c.owner_id = ${of.userId})`
      : sql`EXISTS (SELECT 1 FROM bookings b WHERE b.id = ${of.bookingId}
                    AND b.listing_id = c.listing_id AND b.renter_id = c.renter_id)`;
  const result = await db.execute(sql`
    SELECT c.id, c.listing_id, trim(concat_ws(' ', l.brand, l.model)) AS title,
           r.id AS renter_id, r.firstname AS renter_firstname, r.lastname AS renter_lastname,
           o.id AS owner_id, o.firstname AS owner_firstname, o.lastname AS owner_lastname,
           (SELECT count(*)::int FROM messages m WHERE m.conversation_id = c.id AND m.kind <> 'system') AS message_count,
           (SELECT max(m.created_at) FROM messages m WHERE m.conversation_id = c.id) AS last_message_at,
           c.closed_at
      FROM conversations c
      JOIN listings l ON l.id = c.listing_id
      JOIN users r ON r.id = c.renter_id
      JOIN users o ON o.id = c.owner_id
     WHERE ${where}
     ORDER BY c.updated_at DESC, c.id DESC
     LIMIT 50`);
  return rowsOf<AdminConversationSqlRow>(result);
}
