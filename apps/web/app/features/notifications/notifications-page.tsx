import * as endpoints from '@biclou/contracts/endpoints';
import type { Notification, NotificationListResponse } from '@biclou/contracts/notifications';
import { CheckCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigation, useRevalidator } from 'react-router';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useApi } from '../../context/api-context';
import { NotificationItem } from './notification-item';
import { NotificationsEmpty, NotificationsError, NotificationsLoading } from './notification-states';
import { unreadStore, useUnreadCount } from './unread-store';
import { useNotificationActions } from './use-notification-actions';

export type NotificationsFilter = 'all' | 'unread';

/** /dashboard/notifications: every notification, newest first, a page at a time; all or unread only. */
export function NotificationsPage({
  page,
  filter,
  now,
}: {
  /** The first page, or null when it could not be loaded. */
  page: NotificationListResponse | null;
  filter: NotificationsFilter;
  now: number;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const storeUnread = useUnreadCount();
  const [items, setItems] = useState<Notification[]>(page?.notifications ?? []);
  const [cursor, setCursor] = useState(page?.nextCursor ?? null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);
  const { markRead, markAllRead } = useNotificationActions(api, setItems);

  // A new first page (filter change, revalidation) replaces what was shown.
  useEffect(() => {
    setItems(page?.notifications ?? []);
    setCursor(page?.nextCursor ?? null);
    if (page) unreadStore.set(page.unreadCount);
  }, [page]);

  const unread = storeUnread ?? page?.unreadCount ?? 0;
  const switching =
    navigation.state === 'loading' && navigation.location?.pathname.endsWith('/dashboard/notifications');

  const loadMore = async () => {
    if (!cursor) return;
    setLoadingMore(true);
    setMoreFailed(false);
    const res = await api.call(endpoints.listNotifications, { query: { before: cursor, filter }, quiet: true });
    setLoadingMore(false);
    if (!res.ok) return setMoreFailed(true);
    setItems((current) => [...current, ...res.data.notifications]);
    setCursor(res.data.nextCursor);
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">
            {t('titles.dashboard-notifications')}
          </h1>
          <p className="mt-1 text-neutral-600 dark:text-neutral-400">
            {unread > 0 ? t('notifications.page.unread', { count: unread }) : t('notifications.page.all-read')}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={unread === 0 || markingAll}
          loading={markingAll}
          onClick={async () => {
            setMarkingAll(true);
            if ((await markAllRead()) && filter === 'unread') setItems([]);
            setMarkingAll(false);
          }}
        >
          <CheckCheck className="size-4" aria-hidden="true" />
          {t('notifications.mark-all-read')}
        </Button>
      </header>

      <nav aria-label={t('notifications.page.filter')} className="flex gap-1.5">
        {(['all', 'unread'] as const).map((f) => (
          <LocaleLink
            key={f}
            to={f === 'all' ? '/dashboard/notifications' : '/dashboard/notifications?filter=unread'}
            aria-current={filter === f ? 'page' : undefined}
            className={cn(
              'rounded-full px-4 py-1.5 text-sm font-medium outline-none focus-visible:ring-4 focus-visible:ring-primary-500/25',
              filter === f
                ? 'bg-neutral-900 text-white dark:bg-white dark:text-neutral-900'
                : 'bg-neutral-100 text-neutral-700 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-300 dark:hover:bg-neutral-700',
            )}
          >
            {t(`notifications.page.${f}`)}
          </LocaleLink>
        ))}
      </nav>

      <Card className="p-1.5">
        {switching ? (
          <NotificationsLoading rows={5} />
        ) : page === null ? (
          <NotificationsError onRetry={() => void revalidator.revalidate()} />
        ) : items.length === 0 ? (
          <NotificationsEmpty unreadOnly={filter === 'unread'} />
        ) : (
          <ul className="space-y-0.5" data-testid="notification-list">
            {items.map((n) => (
              <li key={n.id}>
                <NotificationItem notification={n} now={now} onOpen={markRead} />
              </li>
            ))}
          </ul>
        )}
      </Card>

      {!switching && page !== null && cursor && (
        <div className="flex flex-col items-center gap-2">
          {moreFailed && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t('notifications.error.more')}
            </p>
          )}
          <Button variant="outline" onClick={() => void loadMore()} loading={loadingMore} disabled={loadingMore}>
            {t('notifications.page.more')}
          </Button>
        </div>
      )}
    </div>
  );
}
