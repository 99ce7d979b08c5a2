import { endpoint } from '@biclou/contracts/endpoints/define';
import type {
  ChatUnreadResponse,
  CloseReason,
  ConversationDetail,
  ConversationListResponse,
  CreateConversationResponse,
  Message,
  MessageListResponse,
} from './chat-types';

/** Stub of the messaging endpoints (CHAT-CONTRACT.md) until the contracts package carries them. */
export const listConversations = /*#__PURE__*/ endpoint<
  ConversationListResponse,
  undefined,
  { before?: string; limit?: number }
>()('GET', '/conversations');
export const conversationsUnreadCount = /*#__PURE__*/ endpoint<ChatUnreadResponse>()(
  'GET',
  '/conversations/unread-count',
);
export const createConversation = /*#__PURE__*/ endpoint<
  CreateConversationResponse,
  { listingId: string; body: string }
>()('POST', '/conversations');
export const getConversation = /*#__PURE__*/ endpoint<ConversationDetail>()('GET', '/conversations/:conversationId');
export const listMessages = /*#__PURE__*/ endpoint<
  MessageListResponse,
  undefined,
  { after?: string; before?: string; limit?: number }
>()('GET', '/conversations/:conversationId/messages');
export const postMessage = /*#__PURE__*/ endpoint<Message, { body: string; clientId: string }>()(
  'POST',
  '/conversations/:conversationId/messages',
);
export const postAttachment = /*#__PURE__*/ endpoint<Message, FormData>()(
  'POST',
  '/conversations/:conversationId/attachments',
);
export const markSeen = /*#__PURE__*/ endpoint<null, { upTo: string }>()('POST', '/conversations/:conversationId/seen');
export const closeConversation = /*#__PURE__*/ endpoint<
  ConversationDetail,
  { reason: CloseReason; note?: string }
>()('POST', '/conversations/:conversationId/close');
