import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { oneTimeTokens } from '@biclou/db/schema';

type OneTimeTokenKind = (typeof oneTimeTokens.$inferSelect)['kind'];

export async function insertOneTimeToken(
  tx: DbOrTx,
  v: { userId: string; kind: OneTimeTokenKind; tokenHash: string; expiresAt: Date; now: Date },
) {
  await tx
    .insert(oneTimeTokens)
    .values({ userId: v.userId, kind: v.kind, tokenHash: v.tokenHash, expiresAt: v.expiresAt, createdAt: v.now });
}

const usable = (kind: OneTimeTokenKind, tokenHash: string, now: Date) =>
  and(
    eq(oneTimeTokens.tokenHash, tokenHash),
    eq(oneTimeTokens.kind, kind),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );

/** The user id of an unused, unexpired token, without using it. */
export async function findUsableToken(
  tx: DbOrTx,
  kind: OneTimeTokenKind,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(usable(kind, tokenHash, now));
  return row?.userId;
}

/**
 * Uses a token, atomically: of two concurrent requests with the same token, exactly one gets the
 * user id back. Returns undefined for an unknown, expired or already used token.
 */
export async function consumeOneTimeToken(
  tx: DbOrTx,
  kind: OneTimeTokenKind,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(usable(kind, tokenHash, now))
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId;
}

/** Marks every unused token of that kind as used (after a reset, the other reset links die). */
export async function invalidateUserTokens(tx: DbOrTx, userId: string, kind: OneTimeTokenKind, now: Date) {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt)));
}
