import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookingHistory, bookings } from '@biclou/db/schema';
import type { BookingActor, BookingStatus } from '@biclou/domain/booking-status';

// A booking's row and its history: read, locked, created, moved from one status to the next.

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

export async function insertBooking(tx: DbOrTx, values: NewBooking): Promise<BookingRow> {
  const [row] = await tx.insert(bookings).values(values).returning();
  return row!;
}

export async function findBooking(tx: DbOrTx, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** The row, locked until the transaction ends: concurrent actions on one booking run one after the other. */
export async function lockBooking(tx: DbOrTx, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

/**
 * Moves a booking `from → to` only if it is still in `from` (a stale read changes nothing) and
 * writes its history row; both in the caller's transaction. Returns the new row, or undefined.
 */
export async function transitionBooking(
  tx: DbOrTx,
  row: Pick<BookingRow, 'id' | 'status'>,
  to: BookingStatus,
  who: { actor: BookingActor; userId: string | null; reason?: string | null; at: Date },
  changes: Partial<NewBooking> = {},
): Promise<BookingRow | undefined> {
  const [updated] = await tx
    .update(bookings)
    .set({ ...changes, status: to, updatedAt: who.at })
    .where(and(eq(bookings.id, row.id), eq(bookings.status, row.status)))
    .returning();
  if (!updated) return undefined;
  await tx.insert(bookingHistory).values({
    bookingId: row.id,
    fromStatus: row.status,
    toStatus: to,
    actor: who.actor,
    actorUserId: who.userId,
    reason: who.reason ?? null,
    at: who.at,
  });
  return updated;
}

export async function insertHistory(tx: DbOrTx, values: typeof bookingHistory.$inferInsert) {
  await tx.insert(bookingHistory).values(values);
}

export function listHistory(tx: DbOrTx, bookingId: string) {
  return tx
    .select()
    .from(bookingHistory)
    .where(eq(bookingHistory.bookingId, bookingId))
    .orderBy(asc(bookingHistory.seq));
}
