import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { disputes } from '@biclou/db/schema';

type DisputeRow = typeof disputes.$inferSelect;

export async function insertDispute(tx: DbOrTx, values: typeof disputes.$inferInsert): Promise<DisputeRow> {
  const [created] = await tx.insert(disputes).values(values).returning();
  return created!;
}

/** Closes the booking's open dispute with the admin's decision. */
export async function resolveOpenDispute(
  tx: DbOrTx,
  bookingId: string,
  resolution: { resolutionRefundCents: number; resolutionNote: string | null; resolvedAt: Date },
) {
  await tx
    .update(disputes)
    .set({ status: 'resolved', ...resolution })
    .where(and(eq(disputes.bookingId, bookingId), eq(disputes.status, 'open')));
}
