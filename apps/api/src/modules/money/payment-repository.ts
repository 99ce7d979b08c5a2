import { and, eq } from 'drizzle-orm';
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

/** A booking's payments still waiting for the card holder at `provider` (3-D Secure and the like). */
export async function openProviderPayments(tx: DbOrTx, bookingId: string, provider: string): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(
      and(eq(payments.bookingId, bookingId), eq(payments.provider, provider), eq(payments.status, 'requires_action')),
    );
}

export async function findProviderPayment(
  tx: DbOrTx,
  provider: string,
  providerRef: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
  return row;
}

/** Marks an open payment failed, only if it is still open (a webhook may have settled it meanwhile). */
export async function failOpenPayment(tx: DbOrTx, id: string, failureMessage: string, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'failed', failureMessage, updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, 'requires_action')));
}
