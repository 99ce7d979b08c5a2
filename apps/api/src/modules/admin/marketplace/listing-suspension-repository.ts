import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import type { ListingStatus } from '@biclou/domain/listing-status';
import { rows } from './listing-admin-repository';

// A listing's suspension by an admin: the locked row, the status write, and the admins' past changes
// from the audit log.

/** The listing's row locked for a status change, with what the owner's email needs. */
export async function lockListingForAdmin(db: DbOrTx, id: string) {
  const [row] = await rows<{
    id: string;
    status: ListingStatus;
    suspended_reason: string | null;
    title: string;
    owner_email: string;
    owner_firstname: string;
    owner_locale: 'en' | 'fr';
    owner_deleted: boolean;
  }>(
    db,
    sql`SELECT l.id, l.status, l.suspended_reason, trim(concat_ws(' ', l.brand, l.model)) AS title,
      u.email AS owner_email, u.firstname AS owner_firstname, u.locale AS owner_locale, u.deleted_at IS NOT NULL AS owner_deleted
    FROM listings l JOIN users u ON u.id = l.owner_id WHERE l.id = ${id} FOR UPDATE OF l`,
  );
  return row ?? null;
}

export async function setListingSuspension(
  db: DbOrTx,
  id: string,
  status: ListingStatus,
  reason: string | null,
  at: Date,
): Promise<void> {
  await db.execute(
    sql`UPDATE listings SET status = ${status}, suspended_reason = ${reason}, updated_at = ${at.toISOString()}::timestamptz WHERE id = ${id}`,
  );
}

interface ListingStatusActionSqlRow {
  action: 'listing.suspend' | 'listing.unsuspend';
  before_status: ListingStatus | null;
  after_status: ListingStatus | null;
  reason: string | null;
  created_at: Date | string;
  admin_firstname: string | null;
  admin_lastname: string | null;
}

/** The admins' status changes of a listing (suspend, lift), from the audit log, oldest first. */
export function listingStatusActions(db: DbOrTx, listingId: string) {
  return rows<ListingStatusActionSqlRow>(
    db,
    sql`SELECT a.action, a.before->>'status' AS before_status, a.after->>'status' AS after_status, a.reason, a.created_at,
        u.firstname AS admin_firstname, u.lastname AS admin_lastname
      FROM admin_actions a LEFT JOIN users u ON u.id = a.admin_id
      WHERE a.object_type = 'listing' AND a.object_id = ${listingId}
        AND a.action IN ('listing.suspend', 'listing.unsuspend')
      ORDER BY a.created_at, a.id
      LIMIT 200`,
  );
}
