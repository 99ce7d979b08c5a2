/**
 * The messaging module's public surface (what other modules and the composition files may import):
 * the routes, the realtime hooks (app.ts hands them to platform/realtime), the booking-events
 * subscriber (system lines and the request's note) and the unread-message notices job.
 */
export { messagingRoutes } from './routes';
export { messagingRealtimeHooks } from './realtime-hooks';
export { lineOnBookingEvent } from './booking-lines';
export { messagingJobs } from './jobs/messaging-jobs';
export { adminConversations } from './admin-conversations';
export { getConversation, listMessages } from './read-conversations';
export { viewerOf } from './conversation-access';
