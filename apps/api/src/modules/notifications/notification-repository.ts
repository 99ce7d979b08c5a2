import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, listings, notifications, users } from '@biclou/db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
type NewNotification = typeof notifications.$inferInsert;

const unreadOf = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

export async function insertNotifications(tx: DbOrTx, rows: NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(notifications).values(rows).returning();
}

/**
 * A conversation's new message: the reader's unread row for it is bumped (count + 1, newer params,
 * back on top) or, when there is none, inserted. The partial unique index makes it one row even
 * when two messages arrive at once.
 */
export async function upsertMessageNotification(tx: DbOrTx, row: NewNotification): Promise<NotificationRow> {
  const [saved] = await tx
    .insert(notifications)
    .values(row)
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.conversationId],
      targetWhere: sql`${notifications.readAt} IS NULL AND ${notifications.kind} = 'message'`,
      set: {
        count: sql`${notifications.count} + 1`,
        params: row.params,
        link: row.link,
        createdAt: row.createdAt,
      },
    })
    .returning();
  return saved!;
}

/** Mine, newest first, strictly before the cursor (created_at, id): the (user, created_at, id) index reads it. */
export function listNotificationsOf(
  tx: DbOrTx,
  userId: string,
  page: { limit: number; before?: { at: Date; id: string }; unreadOnly: boolean },
): Promise<NotificationRow[]> {
  const { before } = page;
  return tx
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        page.unreadOnly ? isNull(notifications.readAt) : undefined,
        before
          ? or(
              lt(notifications.createdAt, before.at),
              and(eq(notifications.createdAt, before.at), lt(notifications.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit);
}

export async function countUnread(tx: DbOrTx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(notifications).where(unreadOf(userId));
  return Number(row?.n ?? 0);
}

/** Marks one of the user's notifications read (kept as read when it already was); undefined when it is not theirs. */
export async function markRead(tx: DbOrTx, userId: string, id: string, at: Date): Promise<NotificationRow | undefined> {
  const [row] = await tx
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function markAllRead(tx: DbOrTx, userId: string, at: Date): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: at })
    .where(unreadOf(userId))
    .returning({ id: notifications.id });
  return rows.length;
}

/** What a booking's notifications are written from: the bike's title and both first names. */
export async function bookingFacts(
  tx: DbOrTx,
  bookingId: string,
): Promise<{ title: string; renterFirstname: string; ownerFirstname: string } | undefined> {
  const renter = sql<string>`(SELECT ${users.firstname} FROM ${users} WHERE ${users.id} = ${bookings.renterId})`;
  const owner = sql<string>`(SELECT ${users.firstname} FROM ${users} WHERE ${users.id} = ${bookings.ownerId})`;
  const [row] = await tx
    .select({
      title: sql<string>`trim(concat_ws(' ', ${listings.brand}, ${listings.model}))`,
      renterFirstname: renter,
      ownerFirstname: owner,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** Marks the user's unread notifications of one conversation read (the reader opened the thread). */
export async function markConversationRead(tx: DbOrTx, userId: string, conversationId: string, at: Date) {
  const rows = await tx
    .update(notifications)
    .set({ readAt: at })
    .where(and(unreadOf(userId), eq(notifications.conversationId, conversationId)))
    .returning({ id: notifications.id });
  return rows.length;
}
