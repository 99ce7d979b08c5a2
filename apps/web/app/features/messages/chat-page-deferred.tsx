import { deferred } from '../../components/deferred';

/**
 * The member's inbox and thread (decisions "Lighter pages, continued"): out of /messages' initial
 * JavaScript, so that a visitor's view (the intro and a login link) stays light. For a member the
 * server renders it as usual and the browser hydrates it when its chunk arrives.
 */
export const ChatPage = deferred(() => import('./chat-page').then((m) => m.ChatPage));
