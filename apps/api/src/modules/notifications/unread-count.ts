import type { UnreadCountResponse } from '@biclou/contracts/notifications';
import type { RequestContext } from '../../platform/http/request-context';
import { countUnread } from './notification-repository';

/** GET /notifications/unread-count: what the bell shows (polled by the web until the socket pushes it). */
export async function unreadCount(ctx: RequestContext, userId: string): Promise<UnreadCountResponse> {
  return { unreadCount: await countUnread(ctx.deps.db, userId) };
}
