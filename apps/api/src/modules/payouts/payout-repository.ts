import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { PayoutDto } from '@biclou/contracts/payouts';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, listings, payoutItems, payouts } from '@biclou/db/schema';

export type PayoutRow = typeof payouts.$inferSelect;

export async function lockPayout(tx: DbOrTx, id: string): Promise<PayoutRow | undefined> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}

/** Bookings among `ids` that are already in a pending or processed payout. */
export async function bookingsInLivePayouts(tx: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .select({ bookingId: payoutItems.bookingId })
    .from(payoutItems)
    .where(and(inArray(payoutItems.bookingId, ids), isNull(payoutItems.releasedAt)));
  return new Set(rows.map((r) => r.bookingId));
}

export const listingTitle = (l: { brand: string | null; model: string | null } | undefined) =>
  [l?.brand, l?.model].filter(Boolean).join(' ') || '—';

/** Payouts with their listing and bookings, in the order of `rows`. */
export async function toPayouts(db: DbOrTx, rows: PayoutRow[]): Promise<PayoutDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const items = await db
    .select({
      payoutId: payoutItems.payoutId,
      bookingId: payoutItems.bookingId,
      amountCents: payoutItems.amountCents,
      ref: bookings.ref,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
    })
    .from(payoutItems)
    .innerJoin(bookings, eq(bookings.id, payoutItems.bookingId))
    .where(inArray(payoutItems.payoutId, ids))
    .orderBy(asc(bookings.startDate));
  const bikes = await db
    .select({ id: listings.id, brand: listings.brand, model: listings.model })
    .from(listings)
    .where(inArray(listings.id, [...new Set(rows.map((r) => r.listingId))]));
  return rows.map((r) => ({
    id: r.id,
    ref: r.ref,
    status: r.status,
    amountCents: r.amountCents,
    currency: r.currency,
    listing: { id: r.listingId, title: listingTitle(bikes.find((b) => b.id === r.listingId)) },
    comment: r.comment,
    failureReason: r.failureReason,
    bookings: items
      .filter((i) => i.payoutId === r.id)
      .map(({ bookingId, ref, startDate, endDate, amountCents }) => ({
        bookingId,
        ref,
        startDate,
        endDate,
        amountCents,
      })),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function ownerPayouts(db: DbOrTx, ownerId: string): Promise<PayoutRow[]> {
  return db.select().from(payouts).where(eq(payouts.ownerId, ownerId)).orderBy(desc(payouts.createdAt)).limit(200);
}
