/** Shared admin pieces: every admin area's pages use them; features import them, never each other. */
export { AdminPageHeader } from './admin-page-header';
export { AuditLog } from './audit-log';
export { ReasonDialog, type ReasonDialogResult } from './reason-dialog';
export { ConversationRefs } from './conversation-refs';
