import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { PayoutDto } from '@biclou/contracts/payouts';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, listings, payoutItems, payouts } from '@biclou/db/schema';

export type PayoutRow = typeof payouts.$inferSelect;

export async function lockPayout(tx: DbOrTx, id: string): Promise<PayoutRow | undefined> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}

export const listingTitle = (l: { brand: string | null; model: string | null } | undefined) =>
  [l?.brand, l?.model].filter(Boolean).join(' ') || '—';

/**
 * Payouts with their listing and bookings, in the order of `rows`: one line per booking, its
 * amount the sum of its items, `depositCents` the part that is a captured deposit.
 */
export async function toPayouts(db: DbOrTx, rows: PayoutRow[]): Promise<PayoutDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const items = await db
    .select({
      payoutId: payoutItems.payoutId,
      bookingId: payoutItems.bookingId,
      kind: payoutItems.kind,
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
    bookings: bookingLines(items.filter((i) => i.payoutId === r.id)),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** A payout's items, one line per booking (its earnings and its captured deposit together), in their order. */
function bookingLines(
  items: { bookingId: string; kind: string; amountCents: number; ref: string; startDate: string; endDate: string }[],
): PayoutDto['bookings'] {
  const lines: PayoutDto['bookings'] = [];
  for (const { bookingId, kind, amountCents, ref, startDate, endDate } of items) {
    let line = lines.find((l) => l.bookingId === bookingId);
    if (!line) lines.push((line = { bookingId, ref, startDate, endDate, amountCents: 0, depositCents: 0 }));
    line.amountCents += amountCents;
    if (kind === 'deposit_captured') line.depositCents += amountCents;
  }
  return lines;
}

export async function ownerPayouts(db: DbOrTx, ownerId: string): Promise<PayoutRow[]> {
  return db.select().from(payouts).where(eq(payouts.ownerId, ownerId)).orderBy(desc(payouts.createdAt)).limit(200);
}
