import type { z } from 'zod';
import type { AuditEntry, AuditQuerySchema, AuditResponse } from '@biclou/contracts/admin';
import type { DbOrTx } from '@biclou/db/client';
import { listAdminActions } from './audit-repository';
import { cursorDate, decodeCursor, keysetPage } from './keyset';

/** GET /admin/audit: the log, newest first, a page at a time. */
export async function listAudit(db: DbOrTx, query: z.output<typeof AuditQuerySchema>): Promise<AuditResponse> {
  const keyset = decodeCursor(query.cursor, 'cursor');
  const rows = await listAdminActions(db, {
    objectType: query.objectType,
    objectId: query.objectId,
    action: query.action,
    adminId: query.adminId,
    before: keyset ? { at: cursorDate(keyset, 'cursor'), id: keyset.id } : undefined,
    limit: query.limit + 1,
  });
  const page = keysetPage(
    rows.map((r) => ({ ...r, id: r.action.id })),
    query.limit,
    (r) => r.action.createdAt,
  );
  return {
    items: page.rows.map((r): AuditEntry => ({
      id: r.action.id,
      admin: {
        id: r.action.adminId,
        name: r.adminDeletedAt ? 'Anonymised admin' : `${r.adminFirstname} ${r.adminLastname}`.trim(),
      },
      action: r.action.action,
      objectType: r.action.objectType,
      objectId: r.action.objectId,
      before: r.action.before ?? null,
      after: r.action.after ?? null,
      reason: r.action.reason,
      createdAt: r.action.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}
