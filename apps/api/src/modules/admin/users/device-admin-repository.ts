import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { sessions, users } from '@biclou/db/schema';
import { likeEscape, searchText } from './user-admin-repository';

// The devices page: live sessions across members, one session, its revocation.

/** Live sessions (not revoked, used since `usedSince`), most recently used first, keyset on (last_used_at, id). */
export function listDevicesPage(
  tx: DbOrTx,
  f: { userId?: string; q?: string; usedSince: Date; after?: { at: Date; id: string }; limit: number },
) {
  const q = f.q?.toLowerCase();
  return tx
    .select({
      session: sessions,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        isNull(sessions.revokedAt),
        gt(sessions.lastUsedAt, f.usedSince),
        f.userId ? eq(sessions.userId, f.userId) : undefined,
        q
          ? or(
              sql`${searchText} LIKE ${`%${likeEscape(q)}%`}`,
              sql`lower(${sessions.name}) LIKE ${`%${likeEscape(q)}%`}`,
              sql`${sessions.ip} = ${f.q}`,
            )
          : undefined,
        f.after
          ? or(
              lt(sessions.lastUsedAt, f.after.at),
              and(eq(sessions.lastUsedAt, f.after.at), lt(sessions.id, f.after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id))
    .limit(f.limit);
}

export async function findSession(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

export async function revokeSessionById(tx: DbOrTx, id: string, now: Date) {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}
