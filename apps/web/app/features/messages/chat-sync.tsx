import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { onRealtime, onRealtimeConnect, startRealtime, stopRealtime } from '../../lib/realtime/realtime';
import { useTitleBadge } from '../../lib/title-badge';
import { useApi } from '../../context/api-context';
import { useUser } from '../../context/session-context';
import * as chat from '@biclou/contracts/endpoints/messaging';
import { chatUnreadStore, useChatUnread } from './chat-unread';
import { showBrowserNotice } from './browser-notify';

/**
 * For a signed-in member: opens the realtime connection (its code loads after the page), keeps the
 * unread messages count (asked at once and on each reconnection, pushed live by `unread`) and puts
 * it in the tab title. Renders nothing; mounted once, in the header.
 */
export function ChatSync() {
  const user = useUser();
  const api = useApi();
  const { t } = useTranslation();
  const signedIn = user !== null;
  // Read by the push handler: the connection stays one per signed-in member.
  const latest = useRef({ t, userId: user?.id });
  latest.current = { t, userId: user?.id };
  useEffect(() => {
    if (!signedIn) {
      chatUnreadStore.set(null);
      stopRealtime();
      return;
    }
    let stopped = false;
    const refresh = async () => {
      const res = await api.call(chat.conversationsUnreadCount, { quiet: true });
      if (!stopped && res.ok) chatUnreadStore.set(res.data.count);
    };
    void refresh();
    const offNew = onRealtime('message:new', (m) => {
      if (m?.senderId && m.senderId !== latest.current.userId && m.kind !== 'system') {
        const { t: tr } = latest.current;
        showBrowserNotice(
          tr('chat.notify.title'),
          m.kind === 'photo' ? tr('chat.inbox.photo') : m.body,
          m.conversationId,
        );
      }
    });
    const offUnread = onRealtime('unread', (p) => {
      if (typeof p?.count === 'number') chatUnreadStore.set(p.count);
    });
    let first = true;
    const offConnect = onRealtimeConnect(() => {
      if (first) first = false;
      else void refresh();
    });
    startRealtime();
    return () => {
      stopped = true;
      offNew();
      offUnread();
      offConnect();
    };
  }, [api, signedIn]);
  useTitleBadge('messages', useChatUnread());
  return null;
}
