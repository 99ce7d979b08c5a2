import type { FastifyBaseLogger } from 'fastify';
import type { Notification } from '@biclou/contracts/notifications';

export interface NotificationCreated {
  userId: string;
  notification: Notification;
}
export type NotificationListener = (event: NotificationCreated) => void | Promise<void>;

const listeners: NotificationListener[] = [];

/**
 * Called once a notification is committed (a new row, or a conversation's row bumped by another
 * message). The realtime layer subscribes here to push it to the user's room; until it does, the
 * web polls the unread count (decisions "Notifications"). Returns the way to unsubscribe.
 */
export function onNotificationCreated(listener: NotificationListener): () => void {
  listeners.push(listener);
  return () => {
    const i = listeners.indexOf(listener);
    if (i >= 0) listeners.splice(i, 1);
  };
}

/**
 * Tells the listeners about committed notifications, one at a time; a listener's failure is
 * logged and reaches neither the caller nor the other listeners. Call it after your commit.
 */
export async function announceNotifications(created: NotificationCreated[], log?: FastifyBaseLogger) {
  for (const event of created)
    for (const listener of [...listeners]) {
      try {
        await listener(event);
      } catch (err) {
        if (log) log.error({ err, notificationId: event.notification.id }, 'notification listener failed');
        else console.error('notification listener failed', err);
      }
    }
}
