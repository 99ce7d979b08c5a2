import type { z } from 'zod';
import type { NotificationListQuerySchema, NotificationListResponse } from '@biclou/contracts/notifications';
import type { RequestContext } from '../../platform/http/request-context';
import { countUnread, listNotificationsOf } from './notification-repository';
import { cursorOf, parseCursor, toNotification } from './notification-view';

/** GET /notifications: the viewer's own, newest first, a page at a time, with the unread count. */
export async function listNotifications(
  ctx: RequestContext,
  userId: string,
  query: z.output<typeof NotificationListQuerySchema>,
): Promise<NotificationListResponse> {
  const { db } = ctx.deps;
  const rows = await listNotificationsOf(db, userId, {
    limit: query.limit + 1,
    before: parseCursor(query.before),
    unreadOnly: query.filter === 'unread',
  });
  const page = rows.slice(0, query.limit).map(toNotification);
  return {
    notifications: page,
    nextCursor: rows.length > query.limit ? cursorOf(page[page.length - 1]!) : null,
    unreadCount: await countUnread(db, userId),
  };
}
