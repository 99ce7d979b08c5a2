import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '@biclou/db/client';
import { bookings, disputes } from '@biclou/db/schema';
import { creditTransaction } from '@biclou/domain/ledger';
import type { BookingRow } from '../modules/bookings/booking-repository';
import { postLedger } from '../modules/bookings/ledger-repository';
import { lastCreditableEndDate } from './booking-jobs';
import { JOB_BATCH } from './transition-job';

/**
 * Credits owners at end + 4 days (decisions "Balance credit"): for each completed booking, or
 * canceled one that kept money, escrow splits into the owner's available balance and platform
 * revenue. An open dispute blocks it (a disputed booking is not `completed`, and an open dispute
 * row is excluded too). Lease: SKIP LOCKED on the due rows; `credited_at IS NULL` in the update
 * makes it happen once, whatever runs at the same time. Returns the bookings credited (to tell their owners).
 */
export async function creditBalances(db: Db, now: Date, creditDelayDays: number): Promise<BookingRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(bookings)
      .where(and(
        inArray(bookings.status, ['completed', 'canceled']),
        isNull(bookings.creditedAt),
        gt(sql`${bookings.creditOwnerCents} + ${bookings.creditPlatformCents}`, 0),
        lte(bookings.endDate, lastCreditableEndDate(now, creditDelayDays)),
        sql`NOT EXISTS (SELECT 1 FROM ${disputes} WHERE ${disputes.bookingId} = ${bookings.id} AND ${disputes.status} = 'open')`,
      ))
      .orderBy(bookings.id)
      .limit(JOB_BATCH)
      .for('update', { skipLocked: true });
    const credited: BookingRow[] = [];
    for (const row of due) {
      const [claimed] = await tx.update(bookings).set({ creditedAt: now, updatedAt: now }).where(and(eq(bookings.id, row.id), isNull(bookings.creditedAt))).returning({ id: bookings.id });
      if (!claimed) continue;
      await postLedger(tx, creditTransaction({ bookingId: row.id, ownerId: row.ownerId, ownerEarningsCents: row.creditOwnerCents, platformRevenueCents: row.creditPlatformCents, currency: row.currency }), now);
      credited.push({ ...row, creditedAt: now, updatedAt: now });
    }
    return credited;
  });
}
