import { useSyncExternalStore } from 'react';

/**
 * The bell's unread count, shared by the header, the notifications page and the tab title (one
 * member per tab). Null until the browser has asked: the server renders no badge.
 */
let count: number | null = null;
const listeners = new Set<() => void>();

export const unreadStore = {
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

export function useUnreadCount(): number | null {
  return useSyncExternalStore(unreadStore.subscribe, unreadStore.get, () => null);
}

/** "(3) Biclou…": the tab title with a count in front (lib/title-badge, shared with messages). */
export { titleWithCount } from '../../lib/title-badge';
