import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { users } from '@biclou/db/schema';

/** Only the public columns are read, so nothing private can leak by mistake further down. */
export async function findPublicMember(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ id: users.id, firstname: users.firstname, spokenLanguages: users.spokenLanguages, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), isNull(users.bannedAt)));
  return row;
}
