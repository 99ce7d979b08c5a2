import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { onRealtime, onRealtimeConnect } from '../../lib/realtime/realtime';
import { useApi } from '../../context/api-context';
import { BrowserNotifyButton } from './browser-notify';
import * as chat from '@biclou/contracts/endpoints';
import { ChatError, InboxEmpty, NoThreadSelected, ReconnectingBanner } from './chat-states';
import type { ConversationDetail, ConversationListResponse, Message } from './chat-types';
import { useChatUnread } from './chat-unread';
import { InboxList } from './inbox-list';
import { inboxWithMessage } from './thread-state';
import { ThreadView } from './thread-view';
import { useOpenNewestOnDesktop } from './use-open-newest';

export interface ChatPageData {
  /** The first page of the inbox, or null when it could not be loaded. */
  list: ConversationListResponse | null;
  /** The open thread, with its newest messages. */
  thread: { detail: ConversationDetail; messages: Message[] } | null;
  /** The server's clock: relative times render the same on both sides. */
  now: number;
}

/**
 * The inbox and, beside it from `lg`, the open thread. On phones they are two screens: the inbox
 * at `basePath`, the thread at `basePath/:id` with a back link. The inbox follows new messages live.
 */
export function ChatPage({
  data,
  myId,
  basePath,
  variant,
}: {
  data: ChatPageData;
  myId: string;
  basePath: string;
  variant: 'dashboard' | 'page';
}) {
  const { t } = useTranslation();
  const api = useApi();
  const revalidator = useRevalidator();
  const unread = useChatUnread();
  const [items, setItems] = useState(data.list?.items ?? []);
  const [cursor, setCursor] = useState(data.list?.nextCursor ?? null);
  const [loadingMore, setLoadingMore] = useState(false);
  const openId = data.thread?.detail.id ?? null;
  const openRef = useRef(openId);
  openRef.current = openId;
  useOpenNewestOnDesktop(basePath, openId, data.list?.items[0]?.id);

  useEffect(() => {
    setItems((data.list?.items ?? []).map((c) => (c.id === openId ? { ...c, unreadCount: 0 } : c)));
    setCursor(data.list?.nextCursor ?? null);
  }, [data.list, openId]);

  const reload = useCallback(async () => {
    const res = await api.call(chat.listConversations, { query: { limit: 20 }, quiet: true });
    if (!res.ok) return;
    setItems(res.data.items.map((c) => (c.id === openRef.current ? { ...c, unreadCount: 0 } : c)));
    setCursor(res.data.nextCursor);
  }, [api]);

  // A message reaches this page once per room it is in (user, conversation) and once more as the send's answer.
  const counted = useRef(new Set<string>());
  const onMessage = useCallback(
    (m: Message) => {
      if (counted.current.has(m.id)) return;
      counted.current.add(m.id);
      setItems((current) => {
        const next = inboxWithMessage(current, m, myId, openRef.current);
        if (!next) void reload();
        return next ?? current;
      });
    },
    [myId, reload],
  );

  useEffect(() => {
    const offNew = onRealtime('message:new', (m) => m && onMessage(m));
    // A new booking request reopened a closed conversation: its row loses the lock.
    const offReopened = onRealtime('conversation:reopened', () => void reload());
    let first = true;
    const offConnect = onRealtimeConnect(() => {
      if (first) first = false;
      else void reload();
    });
    return () => {
      offNew();
      offReopened();
      offConnect();
    };
  }, [onMessage, reload]);

  async function loadMore() {
    if (!cursor) return;
    setLoadingMore(true);
    const res = await api.call(chat.listConversations, { query: { before: cursor, limit: 20 }, quiet: true });
    setLoadingMore(false);
    if (!res.ok) return;
    setItems((current) => [...current, ...res.data.items.filter((c) => !current.some((k) => k.id === c.id))]);
    setCursor(res.data.nextCursor);
  }

  const inbox = (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-3 border-b border-neutral-200 px-4 py-3 dark:border-neutral-800">
        <div className="min-w-0">
          <h1 className="text-xl font-bold tracking-tight text-neutral-900 dark:text-white">{t('chat.title')}</h1>
          {/* The unread count is the browser's to ask (the server renders none): "Loading…" until it is known. */}
          <p
            className="text-xs text-neutral-500 dark:text-neutral-400"
            data-testid="inbox-summary"
            aria-busy={unread === null || undefined}
          >
            {unread === null
              ? t('chat.inbox.loading')
              : unread
                ? t('chat.inbox.unread-total', { count: unread })
                : t('chat.inbox.all-read')}
          </p>
        </div>
        <BrowserNotifyButton />
      </div>
      {!openId && <ReconnectingBanner />}
      <div className="min-h-0 flex-1 overflow-y-auto">
        {data.list === null ? (
          <ChatError onRetry={() => void revalidator.revalidate()} />
        ) : items.length === 0 ? (
          <InboxEmpty />
        ) : (
          <>
            <InboxList items={items} myId={myId} basePath={basePath} activeId={openId} now={data.now} />
            {cursor && (
              <div className="p-3 text-center">
                <Button variant="ghost" size="sm" loading={loadingMore} onClick={() => void loadMore()}>
                  {t('chat.inbox.more')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );

  return (
    <div
      data-testid="chat-page"
      className={cn(
        'grid grid-cols-[minmax(0,1fr)] overflow-hidden border-neutral-200 bg-white lg:grid-cols-[minmax(18rem,22rem)_minmax(0,1fr)] dark:border-neutral-800 dark:bg-neutral-900',
        variant === 'dashboard'
          ? 'h-[calc(100dvh-13rem)] min-h-[28rem] rounded-2xl border sm:h-[calc(100dvh-10rem)] lg:h-[calc(100dvh-72px-5rem)]'
          : 'mx-auto h-[calc(100dvh-4rem)] max-w-6xl border-x sm:my-6 sm:h-[calc(100dvh-7rem)] sm:rounded-2xl sm:border lg:h-[calc(100dvh-72px-3rem)]',
      )}
    >
      <div
        className={cn(
          'min-h-0 flex-col border-neutral-200 lg:flex lg:border-r dark:border-neutral-800',
          openId ? 'hidden' : 'flex',
        )}
      >
        {inbox}
      </div>
      <div className={cn('min-h-0 flex-col lg:flex', openId ? 'flex' : 'hidden')}>
        {data.thread ? (
          <ThreadView
            key={data.thread.detail.id}
            initial={data.thread}
            myId={myId}
            backTo={basePath}
            onActivity={onMessage}
          />
        ) : (
          <NoThreadSelected />
        )}
      </div>
    </div>
  );
}
