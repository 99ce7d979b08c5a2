import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, disputes } from '@biclou/db/schema';
import { after, order, owners, partyOf, renters } from './admin-money-repository';

// The admin's disputes pages: the list in keyset pages and one dispute.

interface DisputeListFilter {
  status?: 'open' | 'resolved';
  dir: 'asc' | 'desc';
  cursor: { key: string; id: string } | null;
  limit: number;
}

/** One page of disputes with their booking and parties; index (created_at, id) and (status, created_at, id). */
export function listDisputesPage(db: DbOrTx, f: DisputeListFilter) {
  const conds: SQL[] = [];
  if (f.status) conds.push(eq(disputes.status, f.status));
  if (f.cursor)
    conds.push(after(disputes.createdAt, disputes.id, f.dir, sql`${f.cursor.key}::timestamptz`, f.cursor.id));
  return db
    .select({
      id: disputes.id,
      status: disputes.status,
      reason: disputes.reason,
      bookingId: bookings.id,
      bookingRef: bookings.ref,
      totalCents: bookings.totalCents,
      currency: bookings.currency,
      renter: partyOf.renters,
      owner: partyOf.owners,
      createdAt: disputes.createdAt,
      resolvedAt: disputes.resolvedAt,
      sortKey: sql<string>`${disputes.createdAt}::text`,
    })
    .from(disputes)
    .innerJoin(bookings, eq(bookings.id, disputes.bookingId))
    .innerJoin(renters, eq(renters.id, bookings.renterId))
    .innerJoin(owners, eq(owners.id, bookings.ownerId))
    .where(and(...conds))
    .orderBy(order(f.dir)(disputes.createdAt), order(f.dir)(disputes.id))
    .limit(f.limit + 1);
}

export async function findDispute(db: DbOrTx, id: string) {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id));
  return row;
}
