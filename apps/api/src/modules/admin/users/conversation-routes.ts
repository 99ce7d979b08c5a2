import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConversationDetailSchema,
  ConversationParamsSchema,
  MessageListQuerySchema,
  MessageListResponseSchema,
} from '@biclou/contracts/messaging';
import { contextOf } from '../../../platform/http/request-context';
import { errors } from '../../../platform/http/schemas';
import { adminRoute, requireAdmin } from '../shared';
import { getConversation, listMessages, viewerOf } from '../../messaging';

/**
 * The admin reads a conversation, read-only: the messaging module's reads with an admin
 * viewer (every conversation, contact details unmasked); nothing is marked seen.
 */
export const adminConversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/conversations/:conversationId',
    adminRoute('Admin: a conversation, its participants, listing and booking', {
      params: ConversationParamsSchema,
      response: { 200: ConversationDetailSchema, ...errors(401, 403, 404, 422) },
    }),
    async (request) => {
      const { user } = requireAdmin(request);
      return getConversation(contextOf(request), viewerOf(user), request.params.conversationId);
    },
  );

  app.get(
    '/admin/conversations/:conversationId/messages',
    adminRoute('Admin: the messages of a conversation, oldest first (`before` a message id for older ones)', {
      params: ConversationParamsSchema,
      querystring: MessageListQuerySchema,
      response: { 200: MessageListResponseSchema, ...errors(401, 403, 404, 422) },
    }),
    async (request) => {
      const { user } = requireAdmin(request);
      return listMessages(contextOf(request), viewerOf(user), request.params.conversationId, request.query);
    },
  );
};
