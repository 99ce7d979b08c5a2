import { and, asc, desc, eq, gt, isNotNull, isNull, lte, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { messages } from '@biclou/db/schema';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

export async function insertMessage(tx: DbOrTx, row: NewMessage): Promise<MessageRow> {
  const [saved] = await tx.insert(messages).values(row).returning();
  return saved!;
}

/** A system line, once per booking step (the unique key): undefined when it was already there. */
export async function insertSystemLine(tx: DbOrTx, row: NewMessage): Promise<MessageRow | undefined> {
  const [saved] = await tx
    .insert(messages)
    .values(row)
    .onConflictDoNothing({
      target: [messages.bookingId, messages.eventType],
      where: sql`${messages.eventType} IS NOT NULL`,
    })
    .returning();
  return saved;
}

/** The message a sender already posted with this client id (a retried send). */
export async function findByClientId(tx: DbOrTx, senderId: string, clientId: string) {
  const [row] = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  return row;
}

export async function findMessage(tx: DbOrTx, conversationId: string, id: bigint) {
  const [row] = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.id, id)));
  return row;
}

/** Oldest first: after `after`, or the `limit` latest before `before` (or of all). One more row tells whether there are more. */
export async function listMessageRows(
  tx: DbOrTx,
  conversationId: string,
  q: { after?: bigint; before?: bigint; limit: number },
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  if (q.after !== undefined) {
    const rows = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), gt(messages.id, q.after)))
      .orderBy(asc(messages.id))
      .limit(q.limit);
    const older = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), lte(messages.id, q.after)))
      .limit(1);
    return { rows, hasMore: older.length > 0 };
  }
  const rows = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), q.before ? lt(messages.id, q.before) : undefined))
    .orderBy(desc(messages.id))
    .limit(q.limit + 1);
  const hasMore = rows.length > q.limit;
  return { rows: rows.slice(0, q.limit).reverse(), hasMore };
}

/**
 * The reader has seen the thread up to `upTo`: the others' unseen messages up to it get `seen_at`.
 * Returns the highest id marked (undefined when nothing changed).
 */
export async function markSeenUpTo(
  tx: DbOrTx,
  conversationId: string,
  readerId: string,
  upTo: bigint,
  at: Date,
): Promise<bigint | undefined> {
  const rows = await tx
    .update(messages)
    .set({ seenAt: at })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        lte(messages.id, upTo),
        isNull(messages.seenAt),
        ne(messages.kind, 'system'),
        isNotNull(messages.senderId),
        ne(messages.senderId, readerId),
      ),
    )
    .returning({ id: messages.id });
  if (rows.length === 0) return undefined;
  return rows.reduce((max, r) => (r.id > max ? r.id : max), 0n);
}
