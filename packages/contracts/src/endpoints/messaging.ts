import type { z } from 'zod';
import type {
  CloseConversationRequestSchema,
  ConversationDetail,
  ConversationListQuerySchema,
  ConversationListResponse,
  ConversationUnreadCountResponse,
  MarkSeenRequestSchema,
  Message,
  MessageListResponse,
  PostMessageRequestSchema,
  StartConversationRequestSchema,
  StartConversationResponse,
} from '../messaging';
import { endpoint, type QueryInput } from './define';

type ListQuery = QueryInput<z.input<typeof ConversationListQuerySchema>>;
export type MessagesQuery = { after?: string; before?: string; limit?: number };

export const listConversations = /*#__PURE__*/ endpoint<ConversationListResponse, undefined, ListQuery>()(
  'GET',
  '/conversations',
);
export const conversationsUnreadCount = /*#__PURE__*/ endpoint<ConversationUnreadCountResponse>()(
  'GET',
  '/conversations/unread-count',
);
export const startConversation = /*#__PURE__*/ endpoint<
  StartConversationResponse,
  z.input<typeof StartConversationRequestSchema>
>()('POST', '/conversations');
export const getConversation = /*#__PURE__*/ endpoint<ConversationDetail>()('GET', '/conversations/:conversationId');
export const listMessages = /*#__PURE__*/ endpoint<MessageListResponse, undefined, MessagesQuery>()(
  'GET',
  '/conversations/:conversationId/messages',
);
export const postMessage = /*#__PURE__*/ endpoint<Message, z.input<typeof PostMessageRequestSchema>>()(
  'POST',
  '/conversations/:conversationId/messages',
);
/** Multipart (`file`): the web sends FormData with its own fetch, this entry gives the path and types. */
export const postAttachment = /*#__PURE__*/ endpoint<Message, FormData>()(
  'POST',
  '/conversations/:conversationId/attachments',
);
export const markConversationSeen = /*#__PURE__*/ endpoint<undefined, z.input<typeof MarkSeenRequestSchema>>()(
  'POST',
  '/conversations/:conversationId/seen',
);
export const closeConversation = /*#__PURE__*/ endpoint<
  ConversationDetail,
  z.input<typeof CloseConversationRequestSchema>
>()('POST', '/conversations/:conversationId/close');
