import type { Notification, NotificationKind } from '@biclou/contracts/notifications';
import type { NotificationRow } from './notification-repository';

/** A row as its reader gets it (the row is always the reader's own). */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    bookingId: row.bookingId,
    conversationId: row.conversationId,
    link: row.link,
    params: row.params,
    count: row.count,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** The list's cursor: the last row's time and id (`2026-11-25T10:00:00.000Z_<uuid>`). */
export const cursorOf = (n: Notification) => `${n.createdAt}_${n.id}`;

export function parseCursor(cursor: string | undefined): { at: Date; id: string } | undefined {
  if (!cursor) return undefined;
  const [at, id] = cursor.split('_');
  return { at: new Date(at!), id: id! };
}
