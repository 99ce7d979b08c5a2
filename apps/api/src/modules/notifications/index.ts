/**
 * The notifications module's public surface (what other modules may import):
 * - `notify(tx, input)` writes a notification in the caller's transaction; `announceNotifications`
 *   after the commit tells the listeners (messaging: one call per message, see notify.ts);
 * - `onNotificationCreated(listener)`: the realtime layer pushes each new notification live;
 * - `notifyOnBookingEvent`: the booking-events hub's subscriber (booking-events.ts registers it);
 * - the routes and the unread-message email job.
 */
export { markConversationNotificationsRead, notify, type NotifyInput } from './notify';
export {
  announceNotifications,
  onNotificationCreated,
  type NotificationCreated,
  type NotificationListener,
} from './notification-created';
export { notifyOnBookingEvent } from './booking-notifications';
export { notificationsRoutes } from './routes';
export {
  messageNoticesJob,
  type UnreadConversationCandidate,
  type UnreadConversationSource,
} from './jobs/message-notices';
