import { createCountStore, useCount } from '../../lib/count-store';

/** Unread messages of the signed-in member (header link, tab title, inbox); the socket's `unread` push sets it live. */
export const chatUnreadStore = createCountStore();

export function useChatUnread(): number | null {
  return useCount(chatUnreadStore);
}
