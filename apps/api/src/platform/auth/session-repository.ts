import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { sessions, users } from '@biclou/db/schema';

export type SessionRow = typeof sessions.$inferSelect;
/** An account row, as a session resolves to it (request.user); modules/users re-exports it. */
export type UserRow = typeof users.$inferSelect;

export async function insertSession(
  tx: DbOrTx,
  values: { userId: string; tokenHash: string; name: string; userAgent: string | null; ip: string; now: Date },
) {
  const [row] = await tx
    .insert(sessions)
    .values({
      userId: values.userId,
      tokenHash: values.tokenHash,
      name: values.name,
      userAgent: values.userAgent,
      ip: values.ip,
      createdAt: values.now,
      lastUsedAt: values.now,
    })
    .returning();
  return row!;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Sessions last used before this instant are dead even if their cookie is still around (the cookie
 * lives one year, spec §9; the server keeps a session SESSION_IDLE_DAYS after its last use).
 */
export function idleCutoff(now: Date, idleDays: number): Date {
  return new Date(now.getTime() - idleDays * DAY_MS);
}

/** A session that still authenticates (joined to its account): not revoked, used since `usedSince`, a live account. */
const authenticates = (usedSince: Date) =>
  and(isNull(sessions.revokedAt), gt(sessions.lastUsedAt, usedSince), isNull(users.deletedAt), isNull(users.bannedAt));

/** A live session and its live account, by token hash (banned and anonymised accounts do not authenticate). */
export async function findActiveSession(tx: DbOrTx, tokenHash: string, usedSince: Date) {
  const [row] = await tx
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), authenticates(usedSince)));
  return row;
}

/**
 * Of these sessions, the ones that still authenticate as `findActiveSession` has it (not revoked,
 * used since `usedSince`, a live account), with their account's current role.
 */
export async function liveSessions(tx: DbOrTx, ids: string[], usedSince: Date) {
  if (ids.length === 0) return [];
  return tx
    .select({ sessionId: sessions.id, userId: users.id, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, ids), authenticates(usedSince)));
}

export async function touchSession(tx: DbOrTx, id: string, now: Date, ip: string) {
  await tx.update(sessions).set({ lastUsedAt: now, ip }).where(eq(sessions.id, id));
}

/** The sessions that still authenticate: not revoked, used within the idle limit. */
export async function listActiveSessions(tx: DbOrTx, userId: string, usedSince: Date) {
  return tx
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.lastUsedAt, usedSince)))
    .orderBy(desc(sessions.lastUsedAt));
}

/** Revokes one session of this user; false when it is not theirs or already revoked. */
export async function revokeSession(tx: DbOrTx, userId: string, sessionId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every session of the user, except `keepSessionId` when given (the device doing the change). */
export async function revokeUserSessions(tx: DbOrTx, userId: string, now: Date, keepSessionId?: string) {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}
