import { messageNoticesJob } from '../../notifications';
import { unreadConversationSource } from './unread-repository';

/** The unread-message email notices (one after 10 minutes unread), over messaging's conversations. */
export const messagingJobs = messageNoticesJob(unreadConversationSource);
