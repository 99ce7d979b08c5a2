import * as endpoints from '@biclou/contracts/endpoints';
import { useEffect } from 'react';
import type { ApiClient } from '../../lib/api-client';
import { titleWithCount, unreadStore, useUnreadCount } from './unread-store';

/** How often the bell asks while the tab is visible (until the socket pushes: decisions "Notifications"). */
export const UNREAD_POLL_MS = 60_000;

/**
 * Keeps the unread count fresh for a signed-in member: at once, then every 60 s while the tab is
 * visible, and again when the tab comes back. A hidden tab does not ask. The realtime layer will
 * call `unreadStore.set` on a push and this poll can then go.
 */
export function useUnreadPolling(api: ApiClient, signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) {
      unreadStore.set(null);
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const refresh = async () => {
      const res = await api.call(endpoints.notificationsUnreadCount, { quiet: true });
      if (!stopped && res.ok) unreadStore.set(res.data.unreadCount);
    };
    const schedule = () => {
      clearInterval(timer);
      timer = document.visibilityState === 'visible' ? setInterval(() => void refresh(), UNREAD_POLL_MS) : undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void refresh();
      schedule();
    };
    void refresh();
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [api, signedIn]);
}

/** "(3) Biclou…": puts the unread count in front of the tab title, and keeps it there when a page sets its title. */
export function useUnreadTitle() {
  const unread = useUnreadCount();
  useEffect(() => {
    const apply = () => {
      const next = titleWithCount(document.title, unread);
      if (document.title !== next) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = titleWithCount(document.title, null);
    };
  }, [unread]);
}
