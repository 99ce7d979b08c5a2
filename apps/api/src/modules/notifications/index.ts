/**
 * The notifications module's public surface (what other modules may import):
 * - `notify(tx, input)` writes a notification in the caller's transaction; `deps.notificationEvents.publish`
 *   after the commit tells the listeners (messaging: one call per message, see notify.ts);
 * - `createNotificationHub()`: that hub, one per Deps (modules/module-deps.ts); app.ts subscribes
 *   the realtime push of each new notification;
 * - `notifyOnBookingEvent`: the booking-events hub's subscriber (app.ts subscribes it);
 * - the routes and the unread-message email job.
 */
export { markConversationNotificationsRead, notify } from './notify';
export { createNotificationHub, type NotificationCreated, type NotificationHub } from './notification-created';
export { notifyOnBookingEvent } from './booking-notifications';
export { notificationsRoutes } from './routes';
export {
  messageNoticesJob,
  type UnreadConversationCandidate,
  type UnreadConversationSource,
} from './jobs/message-notices';
