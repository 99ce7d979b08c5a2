import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { users } from '@biclou/db/schema';
import type { UserRow } from '../../platform/auth/session-repository';

export type { UserRow };
type NewUser = typeof users.$inferInsert;

/** A live account by email (case-insensitive, matching the unique index); anonymised accounts never match. */
export async function findUserByEmail(tx: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)));
  return row;
}

export async function findUserById(tx: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

/** Inserts the user, or returns undefined when the email is already taken (a concurrent registration). */
export async function insertUser(tx: DbOrTx, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await tx.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(
  tx: DbOrTx,
  id: string,
  values: Partial<NewUser> & { updatedAt: Date },
): Promise<UserRow> {
  const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} vanished during an update`);
  return row;
}
