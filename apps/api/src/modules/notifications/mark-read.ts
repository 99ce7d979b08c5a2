import type { MarkReadResponse } from '@biclou/contracts/notifications';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { countUnread, markRead } from './notification-repository';
import { toNotification } from './notification-view';

/** POST /notifications/:id/read: one of mine (someone else's is 404, like one that does not exist). */
export async function markNotificationRead(
  ctx: RequestContext,
  userId: string,
  notificationId: string,
): Promise<MarkReadResponse> {
  const { db, clock } = ctx.deps;
  return db.transaction(async (tx) => {
    const row = await markRead(tx, userId, notificationId, clock.now());
    if (!row) throw AppError.notFound('Notification not found');
    return { notification: toNotification(row), unreadCount: await countUnread(tx, userId) };
  });
}
