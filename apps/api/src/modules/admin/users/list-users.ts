import type { z } from 'zod';
import type { AdminUserListQuerySchema, AdminUserListResponse } from '@biclou/contracts/admin-users';
import type { DbOrTx } from '@biclou/db/client';
import { cursorDate, decodeCursor, keysetPage } from '../shared';
import { listingCounts, listUsersPage } from './user-admin-repository';
import { toAdminUserRow } from './user-admin-view';

const yes = (v: 'yes' | 'no' | undefined) => (v === undefined ? undefined : v === 'yes');

/** GET /admin/users: one keyset page (an admin list never loads a whole table). */
export async function listAdminUsers(
  db: DbOrTx,
  query: z.output<typeof AdminUserListQuerySchema>,
): Promise<AdminUserListResponse> {
  const keyset = decodeCursor(query.cursor);
  const after = keyset
    ? {
        key: query.sort === 'createdAt' ? cursorDate(keyset) : String(keyset.key ?? ''),
        id: keyset.id,
      }
    : undefined;
  const rows = await listUsersPage(db, {
    q: query.q || undefined,
    role: query.role,
    pro: yes(query.pro),
    verified: yes(query.verified),
    suspended: yes(query.suspended),
    country: query.country,
    sort: query.sort,
    dir: query.dir,
    after,
    limit: query.limit + 1,
  });
  const page = keysetPage(
    rows.map((r) => ({ ...r, id: r.user.id })),
    query.limit,
    (r) =>
      query.sort === 'createdAt'
        ? r.user.createdAt
        : query.sort === 'email'
          ? r.emailKey
          : `${r.lastKey}\u0000${r.firstKey}`,
  );
  const counts = await listingCounts(
    db,
    page.rows.map((r) => r.user.id),
  );
  return {
    items: page.rows.map((r) => toAdminUserRow(r.user, counts.get(r.user.id) ?? 0)),
    nextCursor: page.nextCursor,
  };
}
