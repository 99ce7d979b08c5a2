import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bankingDetails, listings, payouts, users } from '@biclou/db/schema';
import { after, order, partyOf } from './admin-money-repository';

// The admin's payouts pages: the queue per status, a payout with its owner's bank details, the CSV
// export's rows.

interface PayoutListFilter {
  status: 'pending' | 'processed' | 'failed';
  dir: 'asc' | 'desc';
  cursor: { key: string; id: string } | null;
  limit: number;
}

/** One page of payouts of a status with owner, KYC and IBAN; index (status, created_at, id). */
export function listPayoutsPage(db: DbOrTx, f: PayoutListFilter) {
  const conds: SQL[] = [eq(payouts.status, f.status)];
  if (f.cursor) conds.push(after(payouts.createdAt, payouts.id, f.dir, sql`${f.cursor.key}::timestamptz`, f.cursor.id));
  return db
    .select({
      id: payouts.id,
      ref: payouts.ref,
      status: payouts.status,
      amountCents: payouts.amountCents,
      currency: payouts.currency,
      listingId: payouts.listingId,
      brand: listings.brand,
      model: listings.model,
      owner: partyOf.users,
      kycStatus: bankingDetails.kycStatus,
      iban: bankingDetails.iban,
      createdAt: payouts.createdAt,
      sortKey: sql<string>`${payouts.createdAt}::text`,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.ownerId))
    .innerJoin(listings, eq(listings.id, payouts.listingId))
    .leftJoin(bankingDetails, eq(bankingDetails.userId, payouts.ownerId))
    .where(and(...conds))
    .orderBy(order(f.dir)(payouts.createdAt), order(f.dir)(payouts.id))
    .limit(f.limit + 1);
}

export async function findPayout(db: DbOrTx, id: string) {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row;
}

export async function bankingOf(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(bankingDetails).where(eq(bankingDetails.userId, userId));
  return row;
}

/** Every payout created in [from, to) with its owner and bank account (for the CSV export), oldest first. */
export function payoutsCreatedBetween(db: DbOrTx, from: Date, to: Date) {
  return db
    .select({
      ref: payouts.ref,
      status: payouts.status,
      amountCents: payouts.amountCents,
      currency: payouts.currency,
      createdAt: payouts.createdAt,
      updatedAt: payouts.updatedAt,
      failureReason: payouts.failureReason,
      owner: partyOf.users,
      holderName: bankingDetails.holderName,
      iban: bankingDetails.iban,
      bic: bankingDetails.bic,
      brand: listings.brand,
      model: listings.model,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.ownerId))
    .innerJoin(listings, eq(listings.id, payouts.listingId))
    .leftJoin(bankingDetails, eq(bankingDetails.userId, payouts.ownerId))
    .where(and(gte(payouts.createdAt, from), sql`${payouts.createdAt} < ${to.toISOString()}::timestamptz`))
    .orderBy(asc(payouts.createdAt), asc(payouts.id))
    .limit(50_000);
}
