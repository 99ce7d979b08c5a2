import { and, count, eq, getTableName, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { HostRecord } from '@biclou/contracts/members';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, users } from '@biclou/db/schema';

/** Only the public columns are read, so nothing private can leak by mistake further down. */
export async function findPublicMember(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: users.id,
      firstname: users.firstname,
      spokenLanguages: users.spokenLanguages,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), isNull(users.bannedAt)));
  return row;
}

/**
 * The host record's paid bookings as a scalar subquery on an owner id column of the outer query:
 * read pages (the listing, the member page) fetch it in their one query. Same count as findHostRecord.
 */
export function paidBookingsOfSql(ownerId: AnyPgColumn): SQL<number> {
  // Qualified by hand: drizzle leaves the table name out in a single-table select, where the bare
  // column would name the subquery's own `bookings` column instead.
  const outer = sql`${sql.identifier(getTableName(ownerId.table))}.${sql.identifier(ownerId.name)}`;
  return sql<number>`(SELECT count(*)::integer FROM ${bookings} b WHERE b.owner_id = ${outer} AND b.paid_at IS NOT NULL)`;
}

/**
 * The public member page in one query: the public columns and the host record, of an active
 * member only (undefined otherwise).
 */
export async function findPublicMemberPage(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: users.id,
      firstname: users.firstname,
      spokenLanguages: users.spokenLanguages,
      createdAt: users.createdAt,
      canceled: users.ownerCancellationCount,
      bookings: paidBookingsOfSql(users.id),
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), isNull(users.bannedAt)));
  return row;
}

/**
 * The owner's record for renters: the bookings paid for on their bikes, and the owner's
 * cancellations of paid bookings (`users.owner_cancellation_count`, the only ones an owner can
 * make: decisions "Booking lifecycle"). `bookings_owner_idx` serves the count.
 */
export async function findHostRecord(tx: DbOrTx, ownerId: string): Promise<HostRecord> {
  const [user] = await tx.select({ canceled: users.ownerCancellationCount }).from(users).where(eq(users.id, ownerId));
  const [paid] = await tx
    .select({ bookings: count() })
    .from(bookings)
    .where(and(eq(bookings.ownerId, ownerId), isNotNull(bookings.paidAt)));
  return { bookings: paid?.bookings ?? 0, canceled: user?.canceled ?? 0 };
}
