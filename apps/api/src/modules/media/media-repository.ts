import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@biclou/db/client';
import { mediaObjects, mediaVariants } from '@biclou/db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// ─── Storage quota (media_objects) ──────────────────────────────────────────────────────────────

/** Serialises one member's uploads until the transaction ends, so two at once cannot both squeeze under the quota. */
export async function lockOwnerUsage(tx: Tx, ownerId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`media-quota:${ownerId}`}, 0))`);
}

/** Bytes a member keeps in the store. */
export async function usageOf(db: DbOrTx, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${mediaObjects.bytes})` })
    .from(mediaObjects)
    .where(eq(mediaObjects.ownerId, ownerId));
  return Number(row?.total ?? 0);
}

export async function recordObject(tx: DbOrTx, row: { key: string; ownerId: string; bytes: number }) {
  await tx
    .insert(mediaObjects)
    .values(row)
    .onConflictDoUpdate({ target: mediaObjects.key, set: { ownerId: row.ownerId, bytes: row.bytes } });
}

export async function forgetObject(db: DbOrTx, key: string) {
  await db.delete(mediaObjects).where(eq(mediaObjects.key, key));
}

// ─── Variant cache index (media_variants) ───────────────────────────────────────────────────────

/**
 * A variant was written or served at `at`: inserts its row, or moves its last use forward when the
 * one recorded is older than `touchEveryMs` (so a popular variant costs one write a minute, whatever
 * the traffic and the number of instances).
 */
export async function touchVariant(
  db: DbOrTx,
  row: { name: string; sourceKey: string; bytes: number },
  at: Date,
  touchEveryMs: number,
) {
  await db
    .insert(mediaVariants)
    .values({ ...row, lastUsedAt: at })
    .onConflictDoUpdate({
      target: mediaVariants.name,
      set: { lastUsedAt: at, bytes: row.bytes },
      setWhere: lt(mediaVariants.lastUsedAt, new Date(at.getTime() - touchEveryMs)),
    });
}

/** Bytes the variant cache holds, all instances together. */
export async function variantBytes(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: sql<string | null>`sum(${mediaVariants.bytes})` }).from(mediaVariants);
  return Number(row?.total ?? 0);
}

export async function findVariant(db: DbOrTx, name: string) {
  const [row] = await db.select().from(mediaVariants).where(eq(mediaVariants.name, name));
  return row;
}

/**
 * Takes the least recently used variants out of the index until at most `targetBytes` remain, and
 * returns their names (the caller deletes the objects after the commit). One instance evicts at a
 * time (a transaction-scoped advisory lock); another that finds it taken skips: the one at work
 * frees the space. Ties on `last_used_at` go by name, so the order is total.
 */
export async function evictVariants(db: Db, targetBytes: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(hashtextextended('media-variants:evict', 0)) as locked`),
    );
    if (!lock?.locked) return [];
    const total = await variantBytes(tx);
    const excess = total - targetBytes;
    if (excess <= 0) return [];
    // The shortest prefix, oldest first, whose sizes add up to the excess.
    const victims = rowsOf<{ name: string }>(
      await tx.execute(sql`
        select name from (
          select ${mediaVariants.name} as name, ${mediaVariants.bytes} as bytes,
                 sum(${mediaVariants.bytes}) over (order by ${mediaVariants.lastUsedAt}, ${mediaVariants.name}) as running
          from ${mediaVariants}
        ) ordered
        where running - bytes < ${excess}
      `),
    ).map((r) => r.name);
    for (let i = 0; i < victims.length; i += 1000)
      await tx.delete(mediaVariants).where(inArray(mediaVariants.name, victims.slice(i, i + 1000)));
    return victims;
  });
}

/** Forgets every variant of a media key (the photo was deleted); returns their names. */
export async function forgetVariantsOf(db: DbOrTx, sourceKey: string): Promise<string[]> {
  const rows = await db
    .delete(mediaVariants)
    .where(eq(mediaVariants.sourceKey, sourceKey))
    .returning({ name: mediaVariants.name });
  return rows.map((r) => r.name);
}
