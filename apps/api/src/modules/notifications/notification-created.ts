import type { FastifyBaseLogger } from 'fastify';
import type { Notification } from '@biclou/contracts/notifications';

export interface NotificationCreated {
  userId: string;
  notification: Notification;
}
export type NotificationListener = (event: NotificationCreated) => void | Promise<void>;

/**
 * Committed notifications (a new row, or a conversation's row bumped by another message), told to
 * their listeners. One hub per Deps (`deps.notificationEvents`, built by modules/module-deps.ts);
 * app.ts subscribes the realtime push (to the user's room), and the web also polls the unread
 * count (decisions "Notifications").
 */
export interface NotificationHub {
  /** Adds a listener; returns the way to remove it. */
  subscribe(listener: NotificationListener): () => void;
  /**
   * Tells the listeners about committed notifications, one at a time; a listener's failure is
   * logged and reaches neither the caller nor the other listeners. Call it after your commit.
   */
  publish(created: NotificationCreated[], log?: FastifyBaseLogger): Promise<void>;
}

export function createNotificationHub(): NotificationHub {
  const listeners: NotificationListener[] = [];
  return {
    subscribe(listener) {
      listeners.push(listener);
      return () => {
        const i = listeners.indexOf(listener);
        if (i >= 0) listeners.splice(i, 1);
      };
    },
    async publish(created, log) {
      for (const event of created)
        for (const listener of [...listeners]) {
          try {
            await listener(event);
          } catch (err) {
            if (log) log.error({ err, notificationId: event.notification.id }, 'notification listener failed');
            else console.error('notification listener failed', err);
          }
        }
    },
  };
}
