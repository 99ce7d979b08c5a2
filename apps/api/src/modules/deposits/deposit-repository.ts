import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, depositClaims, depositHolds } from '@biclou/db/schema';

export type HoldRow = typeof depositHolds.$inferSelect;
export type ClaimRow = typeof depositClaims.$inferSelect;

/** The booking's holds, newest first (a renewal adds one). */
export const holdsOf = (db: DbOrTx, bookingId: string) =>
  db.select().from(depositHolds).where(eq(depositHolds.bookingId, bookingId)).orderBy(desc(depositHolds.placedAt));

/** The booking's current hold (the newest), locked for the rest of the transaction. */
export async function lockCurrentHold(db: DbOrTx, bookingId: string): Promise<HoldRow | undefined> {
  const [row] = await db
    .select()
    .from(depositHolds)
    .where(eq(depositHolds.bookingId, bookingId))
    .orderBy(desc(depositHolds.placedAt))
    .limit(1)
    .for('update');
  return row;
}

export async function lockHold(db: DbOrTx, id: string): Promise<HoldRow | undefined> {
  const [row] = await db.select().from(depositHolds).where(eq(depositHolds.id, id)).for('update');
  return row;
}

export async function insertHold(db: DbOrTx, values: typeof depositHolds.$inferInsert): Promise<HoldRow | undefined> {
  const [row] = await db
    .insert(depositHolds)
    .values(values)
    .onConflictDoNothing({ target: depositHolds.idempotencyKey })
    .returning();
  return row;
}

export async function updateHold(db: DbOrTx, id: string, patch: Partial<typeof depositHolds.$inferInsert>) {
  const [row] = await db.update(depositHolds).set(patch).where(eq(depositHolds.id, id)).returning();
  return row!;
}

export async function findClaim(db: DbOrTx, bookingId: string): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(depositClaims).where(eq(depositClaims.bookingId, bookingId));
  return row;
}

export async function lockClaim(db: DbOrTx, bookingId: string): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(depositClaims).where(eq(depositClaims.bookingId, bookingId)).for('update');
  return row;
}

export async function insertClaim(db: DbOrTx, values: typeof depositClaims.$inferInsert) {
  const [row] = await db
    .insert(depositClaims)
    .values(values)
    .onConflictDoNothing({ target: depositClaims.bookingId })
    .returning();
  return row;
}

export async function updateClaim(db: DbOrTx, id: string, patch: Partial<typeof depositClaims.$inferInsert>) {
  const [row] = await db.update(depositClaims).set(patch).where(eq(depositClaims.id, id)).returning();
  return row!;
}

/** A live hold by the provider's reference (a webhook about it). */
export async function lockHoldByRef(db: DbOrTx, provider: string, providerRef: string) {
  const [row] = await db
    .select()
    .from(depositHolds)
    .where(and(eq(depositHolds.provider, provider), eq(depositHolds.providerRef, providerRef)))
    .for('update');
  return row;
}

/** Live holds, oldest first (the hold job; each step locks its hold and re-checks). */
export const liveHolds = (db: DbOrTx, limit: number) =>
  db
    .select()
    .from(depositHolds)
    .where(eq(depositHolds.status, 'authorised'))
    .orderBy(depositHolds.placedAt)
    .limit(limit);

/** Paid or ongoing bookings with a deposit, starting by `lastStartDate`, with no hold yet. */
export async function bookingsWithoutHold(db: DbOrTx, lastStartDate: string, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT b.id FROM bookings b
    WHERE b.status IN ('paid', 'ongoing') AND b.deposit_cents > 0 AND b.start_date <= ${lastStartDate}::date
      AND NOT EXISTS (SELECT 1 FROM deposit_holds h WHERE h.booking_id = b.id)
    ORDER BY b.start_date, b.id LIMIT ${limit}`);
  const rows = ((result as unknown as { rows?: { id: string }[] }).rows ?? (result as unknown as { id: string }[])) as {
    id: string;
  }[];
  return rows.map((r) => r.id);
}

/** Open claims, oldest first, with their booking's reference and live hold (the admins' list). */
export function openClaims(db: DbOrTx, limit: number) {
  return db
    .select({
      bookingId: depositClaims.bookingId,
      bookingRef: bookings.ref,
      amountCents: depositClaims.amountCents,
      currency: depositClaims.currency,
      filedAt: depositClaims.filedAt,
      answeredAt: depositClaims.answeredAt,
      holdStatus: depositHolds.status,
      holdCents: depositHolds.amountCents,
    })
    .from(depositClaims)
    .innerJoin(bookings, eq(bookings.id, depositClaims.bookingId))
    .leftJoin(depositHolds, eq(depositHolds.id, depositClaims.holdId))
    .where(eq(depositClaims.status, 'open'))
    .orderBy(depositClaims.filedAt, depositClaims.id)
    .limit(limit);
}
