import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { payments } from '@biclou/db/schema';

export type PaymentRow = typeof payments.$inferSelect;

export async function findPaymentByKey(tx: DbOrTx, idempotencyKey: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey));
  return row;
}

export async function findPayment(tx: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function findSucceededPayment(tx: DbOrTx, bookingId: string): Promise<PaymentRow | undefined> {
  const rows = await tx.select().from(payments).where(eq(payments.bookingId, bookingId));
  return rows.find((p) => p.status === 'succeeded');
}

export async function insertPayment(tx: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

export async function updatePayment(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof payments.$inferInsert>,
): Promise<PaymentRow> {
  const [row] = await tx.update(payments).set(values).where(eq(payments.id, id)).returning();
  return row!;
}
