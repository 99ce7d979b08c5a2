import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
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
