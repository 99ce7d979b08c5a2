import type { DbOrTx } from '@biclou/db/client';
import { contactMessages } from '@biclou/db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(tx: DbOrTx, row: NewContactMessage): Promise<ContactMessageRow> {
  const [saved] = await tx.insert(contactMessages).values(row).returning();
  return saved!;
}
