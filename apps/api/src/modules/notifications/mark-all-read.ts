import type { MarkAllReadResponse } from '@biclou/contracts/notifications';
import type { RequestContext } from '../../platform/http/request-context';
import { countUnread, markAllRead } from './notification-repository';

/** POST /notifications/read-all: every one of mine that is unread. */
export async function markAllNotificationsRead(ctx: RequestContext, userId: string): Promise<MarkAllReadResponse> {
  const { db, clock } = ctx.deps;
  return db.transaction(async (tx) => {
    const marked = await markAllRead(tx, userId, clock.now());
    return { marked, unreadCount: await countUnread(tx, userId) };
  });
}
