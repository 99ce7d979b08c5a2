import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { outbox } from '@biclou/db/schema';

/** Outbox messages, newest first, for one recipient or all. */
export function listOutbox(db: DbOrTx, recipient: string | undefined, limit: number) {
  return db
    .select()
    .from(outbox)
    .where(recipient ? eq(outbox.recipient, recipient) : undefined)
    .orderBy(desc(outbox.seq))
    .limit(limit);
}
