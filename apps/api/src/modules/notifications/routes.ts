import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MarkAllReadResponseSchema,
  MarkReadResponseSchema,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationParamsSchema,
  UnreadCountResponseSchema,
} from '@biclou/contracts/notifications';
import { requireUser } from '../../platform/auth/guards';
import { contextOf } from '../../platform/http/request-context';
import { errors } from '../../platform/http/schemas';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead } from './mark-all-read';
import { markNotificationRead } from './mark-read';
import { unreadCount } from './unread-count';

const tags = ['notifications'];

/** The bell: the viewer's own notifications only (someone else's is 404). Decisions "Notifications". */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'My notifications, newest first (a page; `before` = the previous nextCursor), with the unread count',
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListResponseSchema, ...errors(401, 422) },
      },
    },
    async (request) => listNotifications(contextOf(request), requireUser(request).user.id, request.query),
  );

  app.get(
    '/notifications/unread-count',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'How many of my notifications are unread',
        response: { 200: UnreadCountResponseSchema, ...errors(401) },
      },
    },
    async (request) => unreadCount(contextOf(request), requireUser(request).user.id),
  );

  app.post(
    '/notifications/read-all',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'Mark all my notifications read',
        response: { 200: MarkAllReadResponseSchema, ...errors(401) },
      },
    },
    async (request) => markAllNotificationsRead(contextOf(request), requireUser(request).user.id),
  );

  app.post(
    '/notifications/:notificationId/read',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: "Mark one of my notifications read (someone else's: 404)",
        params: NotificationParamsSchema,
        response: { 200: MarkReadResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) =>
      markNotificationRead(contextOf(request), requireUser(request).user.id, request.params.notificationId),
  );
};
