import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';

/** A round trip to the database: throws when it is unreachable. */
export async function pingDatabase(db: DbOrTx) {
  await db.execute(sql`select 1`);
}
