import * as endpoints from '@biclou/contracts/endpoints';
import type { Notification } from '@biclou/contracts/notifications';
import { useCallback } from 'react';
import type { ApiClient } from '../../lib/api-client';
import { unreadStore } from './unread-store';

type SetItems = (update: (items: Notification[]) => Notification[]) => void;

/** Opening one marks it read; "mark all read" marks every one. The count follows the API's answer. */
export function useNotificationActions(api: ApiClient, setItems: SetItems) {
  const markRead = useCallback(
    (n: Notification) => {
      if (n.readAt !== null) return;
      const now = new Date().toISOString();
      setItems((items) => items.map((i) => (i.id === n.id ? { ...i, readAt: now } : i)));
      const current = unreadStore.get();
      if (current) unreadStore.set(current - 1);
      void api
        .call(endpoints.markNotificationRead, { params: { notificationId: n.id }, quiet: true })
        .then((res) => res.ok && unreadStore.set(res.data.unreadCount));
    },
    [api, setItems],
  );
  const markAllRead = useCallback(async () => {
    const res = await api.call(endpoints.markAllNotificationsRead);
    if (!res.ok) return false;
    const now = new Date().toISOString();
    setItems((items) => items.map((i) => (i.readAt ? i : { ...i, readAt: now })));
    unreadStore.set(res.data.unreadCount);
    return true;
  }, [api, setItems]);
  return { markRead, markAllRead };
}
