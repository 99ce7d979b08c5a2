import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AttachmentParamsSchema,
  BroadcastingAuthRequestSchema,
  BroadcastingAuthResponseSchema,
  CloseConversationRequestSchema,
  ConversationDetailSchema,
  ConversationListQuerySchema,
  ConversationListResponseSchema,
  ConversationParamsSchema,
  ConversationUnreadCountResponseSchema,
  MarkSeenRequestSchema,
  MessageListQuerySchema,
  MessageListResponseSchema,
  MessageSchema,
  PostMessageRequestSchema,
  StartConversationRequestSchema,
  StartConversationResponseSchema,
} from '@biclou/contracts/messaging';
import { LISTING_LIMITS } from '@biclou/domain/listing-rules';
import { requireUser } from '../../platform/auth/guards';
import { UPLOAD_BODY_LIMIT } from '../../platform/http/body-limit';
import { contextOf } from '../../platform/http/request-context';
import { errors } from '../../platform/http/schemas';
import { readUploadedFile } from '../media';
import { checkAttachment, postAttachment, readAttachment } from './attachments';
import { authorizeChannel } from './broadcasting-auth';
import { closeConversation } from './close-conversation';
import { viewerOf } from './conversation-access';
import { markSeen } from './mark-seen';
import { postMessage } from './post-message';
import { conversationsUnreadCount, getConversation, listConversations, listMessages } from './read-conversations';
import { startConversation } from './start-conversation';

const tags = ['messaging'];
const viewer = (request: Parameters<typeof requireUser>[0]) => viewerOf(requireUser(request).user);

/**
 * Conversations between a renter and an owner (decisions "Messaging"). Only the two participants
 * and admins read or post; anyone else gets 404. Live delivery: platform/realtime (Socket.IO).
 */
export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Pusher/Reverb clients post the channel authorisation as a form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    '/conversations',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'My conversations, latest activity first (a page; `before` = the previous nextCursor)',
        querystring: ConversationListQuerySchema,
        response: { 200: ConversationListResponseSchema, ...errors(401, 422) },
      },
    },
    async (request) => listConversations(contextOf(request), viewer(request), request.query),
  );

  app.get(
    '/conversations/unread-count',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'How many messages from others I have not seen, over all my conversations',
        response: { 200: ConversationUnreadCountResponseSchema, ...errors(401) },
      },
    },
    async (request) => conversationsUnreadCount(contextOf(request), viewer(request)),
  );

  app.post(
    '/conversations',
    {
      config: { guard: 'verified' },
      schema: {
        tags,
        summary: 'Contact the owner: my conversation about this listing (reused if it exists) with a first message',
        body: StartConversationRequestSchema,
        response: { 201: StartConversationResponseSchema, ...errors(401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startConversation(contextOf(request), viewer(request), request.body)),
  );

  app.get(
    '/conversations/:conversationId',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'A conversation (participants and admins; others 404)',
        params: ConversationParamsSchema,
        response: { 200: ConversationDetailSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) => getConversation(contextOf(request), viewer(request), request.params.conversationId),
  );

  app.get(
    '/conversations/:conversationId/messages',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary:
          'Messages, oldest first: `after` a message id (catching up) or `before` one (older); masked for the reader',
        params: ConversationParamsSchema,
        querystring: MessageListQuerySchema,
        response: { 200: MessageListResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) => listMessages(contextOf(request), viewer(request), request.params.conversationId, request.query),
  );

  app.post(
    '/conversations/:conversationId/messages',
    {
      config: { guard: 'verified' },
      schema: {
        tags,
        summary: 'Post a message (plain text, 1–2000 characters; `clientId` makes a retry safe). 20 a minute.',
        params: ConversationParamsSchema,
        body: PostMessageRequestSchema,
        response: { 200: MessageSchema, 201: MessageSchema, ...errors(401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const { message, created } = await postMessage(
        contextOf(request),
        viewer(request),
        request.params.conversationId,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.post(
    '/conversations/:conversationId/attachments',
    {
      config: { guard: 'verified' },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Post a photo (multipart field `file`; JPEG, PNG, WebP or AVIF; 15 MB; re-encoded, no EXIF). Private.',
        consumes: ['multipart/form-data'],
        params: ConversationParamsSchema,
        response: { 201: MessageSchema, ...errors(401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const who = viewer(request);
      await checkAttachment(ctx, who, request.params.conversationId);
      const file = await readUploadedFile(request, 'file', LISTING_LIMITS.maxPhotoBytes);
      return reply.status(201).send(await postAttachment(ctx, who, request.params.conversationId, file));
    },
  );

  app.get(
    '/conversations/:conversationId/attachments/:messageId',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: "A conversation's photo (participants and admins only)",
        params: AttachmentParamsSchema,
        response: { 200: z.any(), ...errors(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const { data, contentType } = await readAttachment(
        contextOf(request),
        viewer(request),
        request.params.conversationId,
        request.params.messageId,
      );
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );

  app.post(
    '/conversations/:conversationId/seen',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: "I have the thread open up to `upTo`: the other side's messages up to it are seen",
        params: ConversationParamsSchema,
        body: MarkSeenRequestSchema,
        response: { 204: z.null(), ...errors(401, 404, 422) },
      },
    },
    async (request, reply) => {
      await markSeen(contextOf(request), viewer(request), request.params.conversationId, request.body.upTo);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/conversations/:conversationId/close',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'Close with a reason (owner, renter or admin): read-only afterwards',
        params: ConversationParamsSchema,
        body: CloseConversationRequestSchema,
        response: { 200: ConversationDetailSchema, ...errors(401, 404, 409, 422) },
      },
    },
    async (request) =>
      closeConversation(contextOf(request), viewer(request), request.params.conversationId, request.body),
  );

  app.post(
    '/broadcasting/auth',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary:
          'Authorise a private channel (spec §7, Pusher/Reverb protocol): private-user.<myId>, private-conversation.<id>',
        body: BroadcastingAuthRequestSchema,
        response: { 200: BroadcastingAuthResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) =>
      authorizeChannel(contextOf(request), viewer(request), request.body.socket_id, request.body.channel_name),
  );
};
