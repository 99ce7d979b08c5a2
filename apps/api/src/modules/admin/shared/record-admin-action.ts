import type { AdminAction, AdminObjectType } from '@biclou/contracts/admin';
import type { DbOrTx } from '@biclou/db/client';
import { insertAdminAction, type AdminActionRow } from './audit-repository';

interface AdminActionInput {
  adminId: string;
  /** One of ADMIN_ACTIONS: `user.suspend`, `listing.suspend`, `payout.process`, `settings.update`… */
  action: AdminAction;
  objectType: AdminObjectType;
  objectId: string;
  /** The object's state before and after (only the fields that matter; never secrets such as password hashes). */
  before: unknown;
  after: unknown;
  reason?: string | null;
  /** Defaults to the database's now(); pass the app clock's time when it matters (tests with time travel). */
  at?: Date;
}

/**
 * Writes the audit row of an admin action in the caller's transaction: call it inside
 * the same `db.transaction` as the change, so the change and its row commit or roll back together.
 */
export function recordAdminAction(tx: DbOrTx, input: AdminActionInput): Promise<AdminActionRow> {
  return insertAdminAction(tx, {
    adminId: input.adminId,
    action: input.action,
    objectType: input.objectType,
    objectId: input.objectId,
    before: input.before ?? null,
    after: input.after ?? null,
    reason: input.reason ?? null,
    ...(input.at ? { createdAt: input.at } : {}),
  });
}
