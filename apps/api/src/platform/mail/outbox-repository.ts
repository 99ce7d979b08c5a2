import type { Db } from '@biclou/db/client';
import { outbox } from '@biclou/db/schema';

/** One message written to the outbox table (mail and SMS in development and tests). */
export async function insertOutbox(db: Db, values: typeof outbox.$inferInsert) {
  await db.insert(outbox).values(values);
}
