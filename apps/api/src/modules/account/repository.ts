import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { oneTimeTokens, phoneCodes } from '@biclou/db/schema';

/** Drops the user's pending one-time tokens and phone codes (an account deletion). */
export async function deleteUserTokensAndCodes(tx: DbOrTx, userId: string) {
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
  await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
}
