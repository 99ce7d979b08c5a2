import type { ServerApi } from '../../lib/server-api';
import { serverCall } from '../../lib/server-api';
import * as chat from '@biclou/contracts/endpoints';
import type { ChatPageData } from './chat-page';

/**
 * A chat page's data on the server: the inbox's first page and, when a thread is open, its detail
 * and newest messages. `thread: 'missing'` when that conversation is not the reader's (a 404 page).
 */
export async function loadChat(
  api: ServerApi,
  conversationId: string | undefined,
): Promise<{ status: number; data: ChatPageData | null; missing: boolean }> {
  const [list, detail, messages] = await Promise.all([
    serverCall(api, chat.listConversations, { query: { limit: 20 } }),
    conversationId ? serverCall(api, chat.getConversation, { params: { conversationId } }) : null,
    conversationId ? serverCall(api, chat.listMessages, { params: { conversationId }, query: { limit: 50 } }) : null,
  ]);
  if (list.status === 401) return { status: 401, data: null, missing: false };
  const missing = Boolean(conversationId) && (!detail?.data || !messages?.data);
  return {
    status: list.status,
    missing,
    data: {
      list: list.data,
      thread: detail?.data && messages?.data ? { detail: detail.data, messages: messages.data.items } : null,
      now: Date.now(),
    },
  };
}
