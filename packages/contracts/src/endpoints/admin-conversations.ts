import type { ConversationDetail, MessageListResponse } from '../messaging';
import { endpoint } from './define';
import type { MessagesQuery } from './messaging';

/** The admin reads a conversation, read-only. */
export const adminGetConversation = /*#__PURE__*/ endpoint<ConversationDetail>()(
  'GET',
  '/admin/conversations/:conversationId',
);
export const adminListMessages = /*#__PURE__*/ endpoint<MessageListResponse, undefined, MessagesQuery>()(
  'GET',
  '/admin/conversations/:conversationId/messages',
);
