import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { listings, users } from '@biclou/db/schema';

// The admin's members: the list in keyset pages, one account and its writes, the other admins; what a
// member's page shows beside is in user-records-repository.ts, the devices page in device-admin-repository.ts.

export type AdminUserDbRow = typeof users.$inferSelect;

interface UserListFilter {
  q?: string;
  role?: 'user' | 'admin';
  pro?: boolean;
  verified?: boolean;
  suspended?: boolean;
  country?: string;
  sort: 'createdAt' | 'email' | 'name';
  dir: 'asc' | 'desc';
  after?: { key: string | Date; id: string };
  limit: number;
}

const emailKey = sql<string>`lower(${users.email})`;

/** The name sort's key: `lastname firstname`, lower-cased; its index is (lower(lastname), lower(firstname), id). */
const lastKey = sql<string>`lower(${users.lastname})`;

const firstKey = sql<string>`lower(${users.firstname})`;

export const searchText = sql`lower(${users.email} || ' ' || ${users.firstname} || ' ' || ${users.lastname})`;

/** Escapes LIKE wildcards so a search for "a_b" matches the text "a_b". */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of the admin users list: filters, search (email or name, trigram index), and a keyset
 * on the sort key + id so every page reads an index range (users_admin_*_idx), never the table.
 * The name cursor's key is `lastname\u0000firstname` (lower-cased).
 */
export function listUsersPage(tx: DbOrTx, f: UserListFilter) {
  const asc_ = f.dir === 'asc';
  const cmp = (a: SQL | typeof users.createdAt | typeof users.id, b: unknown) =>
    asc_ ? sql`${a} > ${b}` : sql`${a} < ${b}`;
  let keyset: SQL | undefined;
  if (f.after) {
    const { key, id } = f.after;
    if (f.sort === 'createdAt') {
      const at = key instanceof Date ? key : new Date(key);
      keyset = or(cmp(users.createdAt, at), and(eq(users.createdAt, at), cmp(users.id, id)));
    } else if (f.sort === 'email') {
      keyset = sql`(${emailKey}, ${users.id}) ${sql.raw(asc_ ? '>' : '<')} (${String(key)}, ${id})`;
    } else {
      const [last = '', first = ''] = String(key).split('\u0000');
      keyset = sql`(${lastKey}, ${firstKey}, ${users.id}) ${sql.raw(asc_ ? '>' : '<')} (${last}, ${first}, ${id})`;
    }
  }
  // users_admin_created_idx is (created_at DESC NULLS LAST, id DESC NULLS LAST): the ORDER BY must say the same
  // (a bare DESC means NULLS FIRST, and PostgreSQL then sorts the whole table instead of reading the index).
  const byCreated = (c: typeof users.createdAt | typeof users.id) =>
    asc_ ? sql`${c} asc nulls first` : sql`${c} desc nulls last`;
  const order =
    f.sort === 'createdAt'
      ? [byCreated(users.createdAt), byCreated(users.id)]
      : f.sort === 'email'
        ? [asc_ ? asc(emailKey) : desc(emailKey), asc_ ? asc(users.id) : desc(users.id)]
        : [
            asc_ ? asc(lastKey) : desc(lastKey),
            asc_ ? asc(firstKey) : desc(firstKey),
            asc_ ? asc(users.id) : desc(users.id),
          ];
  const q = f.q?.toLowerCase();
  return tx
    .select({
      user: users,
      emailKey,
      lastKey,
      firstKey,
    })
    .from(users)
    .where(
      and(
        q ? sql`${searchText} LIKE ${`%${likeEscape(q)}%`}` : undefined,
        f.role ? eq(users.role, f.role) : undefined,
        f.pro === undefined ? undefined : eq(users.isPro, f.pro),
        f.verified === undefined
          ? undefined
          : f.verified
            ? isNotNull(users.emailVerifiedAt)
            : isNull(users.emailVerifiedAt),
        f.suspended === undefined ? undefined : f.suspended ? isNotNull(users.bannedAt) : isNull(users.bannedAt),
        f.country ? eq(users.country, f.country) : undefined,
        keyset,
      ),
    )
    .orderBy(...order)
    .limit(f.limit);
}

/**
 * Listings per owner, for one page of users only: asked after the page is cut, so the list query
 * stays an index range scan (a count in its select list would run for every row a sort reads).
 */
export async function listingCounts(tx: DbOrTx, ownerIds: string[]): Promise<Map<string, number>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await tx
    .select({ ownerId: listings.ownerId, n: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(inArray(listings.ownerId, ownerIds), isNull(listings.deletedAt)))
    .groupBy(listings.ownerId);
  return new Map(rows.map((r) => [r.ownerId, Number(r.n)]));
}

export async function findUserForAdmin(tx: DbOrTx, id: string, lock = false) {
  const query = tx.select().from(users).where(eq(users.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setUserFields(tx: DbOrTx, id: string, set: Partial<typeof users.$inferInsert>) {
  const [row] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
  return row!;
}

/** How many live (not anonymised) admins there are, other than `exceptId`. Locks them so two revocations cannot both pass. */
export async function otherAdmins(tx: DbOrTx, exceptId: string, lock = true): Promise<number> {
  const query = tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt), isNull(users.bannedAt), ne(users.id, exceptId)));
  return (lock ? await query.for('update') : await query).length;
}
