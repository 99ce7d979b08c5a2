/**
 * Admin users and devices: the list, the detail with every private field, and the
 * actions (suspend, reinstate, resend verification, password reset, admin role, anonymise), each
 * audited through the admin module. Nothing imports this module but modules/index.ts.
 */
export { adminUsersRoutes } from './routes';
export { adminConversationRoutes } from './conversation-routes';
