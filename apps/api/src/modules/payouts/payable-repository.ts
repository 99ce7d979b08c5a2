import { and, asc, eq, exists, gt, inArray, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, ledgerEntries, ledgerTransactions, listings, payoutItems } from '@biclou/db/schema';
import type { PayoutItemKind } from '@biclou/domain/payout-rules';

/** No live payout item of `kind` for the booking of the outer query. */
const noLiveItem = (db: DbOrTx, kind: PayoutItemKind) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(payoutItems)
      .where(and(eq(payoutItems.bookingId, bookings.id), eq(payoutItems.kind, kind), isNull(payoutItems.releasedAt))),
  );

/**
 * The owner's bookings with money on the available balance that no live payout holds: credited
 * earnings above 0, or a captured deposit; with their bike, by start date. The amounts themselves
 * are the payout rules' (`payableParts`), from `liveItemKinds` and `capturedDeposits`.
 */
export function payableBookingRows(db: DbOrTx, ownerId: string) {
  return db
    .select({
      id: bookings.id,
      ref: bookings.ref,
      ownerId: bookings.ownerId,
      listingId: bookings.listingId,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      creditOwnerCents: bookings.creditOwnerCents,
      currency: bookings.currency,
      creditedAt: bookings.creditedAt,
      brand: listings.brand,
      model: listings.model,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(
      and(
        eq(bookings.ownerId, ownerId),
        or(
          and(isNotNull(bookings.creditedAt), gt(bookings.creditOwnerCents, 0), noLiveItem(db, 'credit')),
          and(
            exists(
              db
                .select({ one: sql`1` })
                .from(ledgerTransactions)
                .where(
                  and(eq(ledgerTransactions.bookingId, bookings.id), eq(ledgerTransactions.kind, 'deposit_captured')),
                ),
            ),
            noLiveItem(db, 'deposit_captured'),
          ),
        ),
      ),
    )
    .orderBy(asc(bookings.startDate));
}

/** For each of `bookingIds`, the kinds of its money already in a pending or processed payout. */
export async function liveItemKinds(tx: DbOrTx, bookingIds: string[]): Promise<Map<string, Set<PayoutItemKind>>> {
  const out = new Map<string, Set<PayoutItemKind>>();
  if (!bookingIds.length) return out;
  const rows = await tx
    .select({ bookingId: payoutItems.bookingId, kind: payoutItems.kind })
    .from(payoutItems)
    .where(and(inArray(payoutItems.bookingId, bookingIds), isNull(payoutItems.releasedAt)));
  for (const r of rows) out.set(r.bookingId, (out.get(r.bookingId) ?? new Set()).add(r.kind));
  return out;
}

/** What captured deposits put on their owner's available balance, per booking among `bookingIds` (the ledger's figure). */
export async function capturedDeposits(tx: DbOrTx, bookingIds: string[]): Promise<Map<string, number>> {
  if (!bookingIds.length) return new Map();
  const rows = await tx
    .select({ bookingId: ledgerTransactions.bookingId, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        inArray(ledgerTransactions.bookingId, bookingIds),
        eq(ledgerTransactions.kind, 'deposit_captured'),
        sql`${ledgerEntries.account} LIKE 'owner_available:%'`,
      ),
    )
    .groupBy(ledgerTransactions.bookingId);
  return new Map(rows.map((r) => [r.bookingId!, Number(r.cents)]));
}
