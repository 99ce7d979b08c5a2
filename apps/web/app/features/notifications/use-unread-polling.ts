import * as endpoints from '@biclou/contracts/endpoints/notifications';
import { useEffect } from 'react';
import type { ApiClient } from '../../lib/api-client';
import { onRealtime } from '../../lib/realtime/realtime';
import { useTitleBadge } from '../../lib/title-badge';
import { unreadStore, useUnreadCount } from './unread-store';

/** How often the bell asks while the tab is visible (until the socket pushes: decisions "Notifications"). */
const UNREAD_POLL_MS = 60_000;

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
    // Pushed live over the realtime socket (when connected): ask for the count at once.
    const offPush = onRealtime('notification:new', () => void refresh());
    return () => {
      offPush();
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [api, signedIn]);
}

/** "(3) Biclou…": the unread count in front of the tab title (unread messages, when any, win: lib/title-badge). */
export function useUnreadTitle() {
  useTitleBadge('notifications', useUnreadCount());
}
