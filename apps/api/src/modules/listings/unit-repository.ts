import { and, asc, count, eq, gt, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookingUnits, listingUnits } from '@biclou/db/schema';

// A listing's units (its identical bikes): listed, added, changed, removed; whether one holds bookings to come.

export type UnitRow = typeof listingUnits.$inferSelect;

/** The listing's units in the owner's order. */
export function listUnits(tx: DbOrTx, listingId: string): Promise<UnitRow[]> {
  return tx
    .select()
    .from(listingUnits)
    .where(eq(listingUnits.listingId, listingId))
    .orderBy(asc(listingUnits.position));
}

export async function findUnit(tx: DbOrTx, listingId: string, unitId: string): Promise<UnitRow | undefined> {
  const [row] = await tx
    .select()
    .from(listingUnits)
    .where(and(eq(listingUnits.id, unitId), eq(listingUnits.listingId, listingId)));
  return row;
}

export async function countUnits(tx: DbOrTx, listingId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(listingUnits).where(eq(listingUnits.listingId, listingId));
  return Number(row?.n ?? 0);
}

/** `n` more units after the last one, blank (the owner names them on the listing's page). */
export async function addUnits(
  tx: DbOrTx,
  listingId: string,
  n: number,
  fields: Pick<UnitRow, 'marking' | 'sizeCode' | 'note'> = { marking: null, sizeCode: null, note: null },
): Promise<UnitRow[]> {
  if (n <= 0) return [];
  const [last] = await tx
    .select({ at: max(listingUnits.position) })
    .from(listingUnits)
    .where(eq(listingUnits.listingId, listingId));
  const from = (last?.at ?? 0) + 1;
  return tx
    .insert(listingUnits)
    .values(Array.from({ length: n }, (_, i) => ({ listingId, position: from + i, ...fields })))
    .returning();
}

export async function updateUnit(
  tx: DbOrTx,
  listingId: string,
  unitId: string,
  values: Partial<Pick<UnitRow, 'marking' | 'sizeCode' | 'note' | 'outOfService'>>,
): Promise<UnitRow | undefined> {
  const [row] = await tx
    .update(listingUnits)
    .set(values)
    .where(and(eq(listingUnits.id, unitId), eq(listingUnits.listingId, listingId)))
    .returning();
  return row;
}

/** Whether a blocking booking holds the unit after `now` (it may not be removed then). */
export async function holdsBookingsAfter(tx: DbOrTx, unitId: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(bookingUnits)
    .where(and(eq(bookingUnits.unitId, unitId), eq(bookingUnits.active, true), gt(bookingUnits.returnAt, now)))
    .limit(1);
  return row !== undefined;
}

/**
 * Removes a unit. The holds it kept for past bookings and for requests go with it (a request gets
 * another unit when it is accepted); the caller has checked it holds no booking to come.
 */
export async function deleteUnit(tx: DbOrTx, listingId: string, unitId: string): Promise<boolean> {
  await tx.delete(bookingUnits).where(eq(bookingUnits.unitId, unitId));
  const rows = await tx
    .delete(listingUnits)
    .where(and(eq(listingUnits.id, unitId), eq(listingUnits.listingId, listingId)))
    .returning({ id: listingUnits.id });
  return rows.length > 0;
}
