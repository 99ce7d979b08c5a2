import type { Deps } from '../../platform/deps';
import type { RealtimeHooks } from '../../platform/realtime/realtime';
import { mayRead } from './conversation-access';
import { findConversation } from './conversation-repository';

/** What the realtime platform asks messaging: may this user join this conversation's room? (participants and admins) */
export function messagingRealtimeHooks(deps: Pick<Deps, 'db'>): RealtimeHooks {
  return {
    async canJoinConversation(user, conversationId) {
      const row = await findConversation(deps.db, conversationId);
      return row !== undefined && mayRead(row, { id: user.id, isAdmin: user.role === 'admin' });
    },
  };
}
