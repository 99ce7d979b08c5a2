import { and, asc, count, desc, eq, inArray, lte, gte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookingHistory, bookings, payments } from '@biclou/db/schema';
import { BLOCKING_STATUSES, type BookingActor, type BookingStatus } from '@biclou/domain/booking-status';

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

/** The listing's bookings in a blocking status, as date ranges. */
export function listBlockingBookings(tx: DbOrTx, listingId: string, exceptId?: string) {
  return tx
    .select({ id: bookings.id, startDate: bookings.startDate, endDate: bookings.endDate })
    .from(bookings)
    .where(
      and(
        eq(bookings.listingId, listingId),
        inArray(bookings.status, [...BLOCKING_STATUSES]),
        exceptId ? ne(bookings.id, exceptId) : undefined,
      ),
    );
}

/** Other requests of the listing sharing a day with the range (an accept rejects them), locked. */
export function lockOverlappingRequests(
  tx: DbOrTx,
  listingId: string,
  range: { startDate: string; endDate: string },
  exceptId: string,
) {
  return tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.listingId, listingId),
        eq(bookings.status, 'requested'),
        ne(bookings.id, exceptId),
        lte(bookings.startDate, range.endDate),
        gte(bookings.endDate, range.startDate),
      ),
    )
    .orderBy(asc(bookings.requestedAt))
    .for('update');
}

export async function countRequestedBy(tx: DbOrTx, renterId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.renterId, renterId), eq(bookings.status, 'requested')));
  return Number(row?.n ?? 0);
}

export type Side = 'renter' | 'owner';
const sideColumn = (side: Side) => (side === 'renter' ? bookings.renterId : bookings.ownerId);

export function listBookingsOf(tx: DbOrTx, side: Side, userId: string, statuses?: readonly BookingStatus[]) {
  return tx
    .select()
    .from(bookings)
    .where(and(eq(sideColumn(side), userId), statuses?.length ? inArray(bookings.status, [...statuses]) : undefined))
    .orderBy(desc(bookings.startDate), desc(bookings.requestedAt))
    .limit(200);
}

export async function countByStatus(tx: DbOrTx, side: Side, userId: string): Promise<Record<string, number>> {
  const rows = await tx
    .select({ status: bookings.status, n: count() })
    .from(bookings)
    .where(eq(sideColumn(side), userId))
    .groupBy(bookings.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** The successful payment's card, per booking. */
export async function cardsOf(tx: DbOrTx, bookingIds: string[]) {
  if (!bookingIds.length) return new Map<string, { cardBrand: string | null; cardLast4: string | null }>();
  const rows = await tx
    .select({ bookingId: payments.bookingId, cardBrand: payments.cardBrand, cardLast4: payments.cardLast4 })
    .from(payments)
    .where(and(inArray(payments.bookingId, bookingIds), eq(payments.status, 'succeeded')));
  return new Map(rows.map((r) => [r.bookingId, { cardBrand: r.cardBrand, cardLast4: r.cardLast4 }]));
}

/** Whether some booking of the user (either side) is in one of the statuses. */
export async function userHasBookingIn(
  tx: DbOrTx,
  userId: string,
  statuses: readonly BookingStatus[],
): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        sql`(${bookings.renterId} = ${userId} OR ${bookings.ownerId} = ${userId})`,
        inArray(bookings.status, [...statuses]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function listingHasBookingIn(
  tx: DbOrTx,
  listingId: string,
  statuses: readonly BookingStatus[],
): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.listingId, listingId), inArray(bookings.status, [...statuses])))
    .limit(1);
  return Boolean(row);
}
