import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, payoutItems, payouts } from '@biclou/db/schema';
import type { PayoutItemKind } from '@biclou/domain/payout-rules';
import type { PayoutRow } from './payout-repository';

type NewPayout = typeof payouts.$inferInsert;

export async function findPayout(tx: DbOrTx, id: string): Promise<PayoutRow | undefined> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id));
  return row;
}

/** The payout of `provider` with that provider reference, locked. */
export async function lockPayoutByProviderRef(tx: DbOrTx, provider: string, providerRef: string) {
  const [row] = await tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.provider, provider), eq(payouts.providerRef, providerRef)))
    .for('update');
  return row;
}

/** The payout `id` of `provider`, locked. */
export async function lockProviderPayout(tx: DbOrTx, id: string, provider: string) {
  const [row] = await tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, id), eq(payouts.provider, provider)))
    .for('update');
  return row;
}

/** Moves the payout out of `from` only if it is still there; undefined when it was not. */
export async function movePayout(
  tx: DbOrTx,
  id: string,
  from: PayoutRow['status'],
  changes: Partial<NewPayout>,
): Promise<PayoutRow | undefined> {
  const [done] = await tx
    .update(payouts)
    .set(changes)
    .where(and(eq(payouts.id, id), eq(payouts.status, from)))
    .returning();
  return done;
}

/** Frees the payout's items: their bookings' money may be asked for again. */
export async function releasePayoutItems(tx: DbOrTx, payoutId: string, at: Date) {
  await tx
    .update(payoutItems)
    .set({ releasedAt: at })
    .where(and(eq(payoutItems.payoutId, payoutId), isNull(payoutItems.releasedAt)));
}

/** The payout and its items. */
export async function insertPayout(
  tx: DbOrTx,
  values: NewPayout,
  items: { bookingId: string; kind: PayoutItemKind; amountCents: number }[],
): Promise<PayoutRow> {
  const [payout] = await tx.insert(payouts).values(values).returning();
  await tx.insert(payoutItems).values(items.map((i) => ({ payoutId: payout!.id, ...i })));
  return payout!;
}

export function bookingsByIds(tx: DbOrTx, ids: string[]) {
  return tx.select().from(bookings).where(inArray(bookings.id, ids));
}

/** Whether a payout of `provider` has that provider reference (no lock). */
export async function hasProviderPayout(tx: DbOrTx, provider: string, providerRef: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.provider, provider), eq(payouts.providerRef, providerRef)));
  return Boolean(row);
}
