import type {
  MarkAllReadResponse,
  MarkReadResponse,
  NotificationListResponse,
  UnreadCountResponse,
} from '../notifications';
import { endpoint } from './define';

type ListQuery = { limit?: number; before?: string; filter?: 'all' | 'unread' };
export const listNotifications = /*#__PURE__*/ endpoint<NotificationListResponse, undefined, ListQuery>()(
  'GET',
  '/notifications',
);
export const notificationsUnreadCount = /*#__PURE__*/ endpoint<UnreadCountResponse>()(
  'GET',
  '/notifications/unread-count',
);
export const markNotificationRead = /*#__PURE__*/ endpoint<MarkReadResponse>()(
  'POST',
  '/notifications/:notificationId/read',
);
export const markAllNotificationsRead = /*#__PURE__*/ endpoint<MarkAllReadResponse>()(
  'POST',
  '/notifications/read-all',
);
