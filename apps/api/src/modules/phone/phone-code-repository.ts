import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { phoneCodes } from '@biclou/db/schema';

export async function insertPhoneCode(
  tx: DbOrTx,
  v: { userId: string; phone: string; codeHash: string; expiresAt: Date; now: Date },
) {
  await tx
    .insert(phoneCodes)
    .values({ userId: v.userId, phone: v.phone, codeHash: v.codeHash, expiresAt: v.expiresAt, createdAt: v.now });
}

/** A new code replaces the previous ones: only the latest can be confirmed. */
export async function retirePhoneCodes(tx: DbOrTx, userId: string, now: Date) {
  await tx
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.usedAt)));
}

/**
 * Spends one attempt on the user's live code, atomically, and returns it; undefined when there
 * is no code, it is used, or its attempts are spent. Parallel guesses cannot exceed the limit,
 * because each one must win this update first.
 */
export async function spendPhoneCodeAttempt(tx: DbOrTx, userId: string, maxAttempts: number) {
  const [latest] = await tx
    .select({ id: phoneCodes.id })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.usedAt)))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  if (!latest) return undefined;
  const [row] = await tx
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(and(eq(phoneCodes.id, latest.id), isNull(phoneCodes.usedAt), lt(phoneCodes.attempts, maxAttempts)))
    .returning();
  return row;
}

/** Marks the code used; false when someone else used it first. */
export async function usePhoneCode(tx: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.usedAt)))
    .returning({ id: phoneCodes.id });
  return rows.length > 0;
}
