import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { adminActions, users } from '@biclou/db/schema';

export type AdminActionRow = typeof adminActions.$inferSelect;
type NewAdminAction = typeof adminActions.$inferInsert;

export async function insertAdminAction(tx: DbOrTx, row: NewAdminAction): Promise<AdminActionRow> {
  const [saved] = await tx.insert(adminActions).values(row).returning();
  return saved!;
}

interface AuditFilter {
  objectType?: string;
  objectId?: string;
  action?: string;
  adminId?: string;
  before?: { at: Date; id: string };
  limit: number;
}

/**
 * Newest first, strictly before the cursor (created_at, id). One object's history reads the
 * (object_type, object_id, created_at, id) index; the whole log the (created_at, id) index.
 */
export function listAdminActions(tx: DbOrTx, f: AuditFilter) {
  const { before } = f;
  return (
    tx
      .select({
        action: adminActions,
        adminFirstname: users.firstname,
        adminLastname: users.lastname,
        adminDeletedAt: users.deletedAt,
      })
      .from(adminActions)
      .innerJoin(users, eq(users.id, adminActions.adminId))
      .where(
        and(
          f.objectType ? eq(adminActions.objectType, f.objectType) : undefined,
          f.objectId ? eq(adminActions.objectId, f.objectId) : undefined,
          f.action ? eq(adminActions.action, f.action) : undefined,
          f.adminId ? eq(adminActions.adminId, f.adminId) : undefined,
          before
            ? or(
                lt(adminActions.createdAt, before.at),
                and(eq(adminActions.createdAt, before.at), lt(adminActions.id, before.id)),
              )
            : undefined,
        ),
      )
      // The indexes are (…, created_at DESC NULLS LAST, id DESC NULLS LAST): the same order, so they are read, not sorted.
      .orderBy(sql`${adminActions.createdAt} desc nulls last`, sql`${adminActions.id} desc nulls last`)
      .limit(f.limit)
  );
}
