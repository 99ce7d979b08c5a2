import { useSyncExternalStore } from 'react';

/**
 * Unread messages of the signed-in member (header link, tab title, inbox). Null until the browser
 * has asked: the server renders no badge. The socket's `unread` push sets it live.
 */
let count: number | null = null;
const listeners = new Set<() => void>();

export const chatUnreadStore = {
  get: () => count,
  set(next: number | null) {
    if (next === count) return;
    count = next;
    for (const l of [...listeners]) l();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export function useChatUnread(): number | null {
  return useSyncExternalStore(chatUnreadStore.subscribe, chatUnreadStore.get, () => null);
}
