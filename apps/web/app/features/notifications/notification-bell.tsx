import * as endpoints from '@biclou/contracts/endpoints';
import type { Notification } from '@biclou/contracts/notifications';
import { Bell, CheckCheck } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useApi } from '../../context/api-context';
import { useUser } from '../../context/session-context';
import { NotificationItem } from './notification-item';
import { NotificationsEmpty, NotificationsError, NotificationsLoading } from './notification-states';
import { unreadStore, useUnreadCount } from './unread-store';
import { useNotificationActions } from './use-notification-actions';

const PANEL_SIZE = 8;
type PanelState = 'loading' | 'error' | 'ready';

/**
 * The header's bell: the unread count, and a panel of the newest notifications (Escape closes it).
 * The count comes from `NotificationsSync`, mounted once in the header.
 */
export function NotificationBell({ className }: { className?: string }) {
  const user = useUser();
  if (!user) return null;
  return <BellPanel className={className} />;
}

function BellPanel({ className }: { className?: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const unread = useUnreadCount();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<PanelState>('loading');
  const [items, setItems] = useState<Notification[]>([]);
  const [markingAll, setMarkingAll] = useState(false);
  const { markRead, markAllRead } = useNotificationActions(api, setItems);

  const load = useCallback(async () => {
    setState('loading');
    const res = await api.call(endpoints.listNotifications, { query: { limit: PANEL_SIZE }, quiet: true });
    if (!res.ok) return setState('error');
    setItems(res.data.notifications);
    unreadStore.set(res.data.unreadCount);
    setState('ready');
  }, [api]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void load();
  };
  const label = unread ? t('notifications.bell-unread', { count: unread }) : t('notifications.bell');

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        aria-label={label}
        data-testid="notification-bell"
        className={cn(
          'relative grid size-10 place-items-center rounded-full text-neutral-700 outline-none hover:bg-neutral-100 hover:text-neutral-900 focus-visible:ring-4 focus-visible:ring-primary-500/25 data-[state=open]:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-white dark:data-[state=open]:bg-neutral-800',
          className,
        )}
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread ? (
          <span
            data-testid="notification-count"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white dark:ring-neutral-950"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label={t('notifications.title')}
          data-testid="notification-panel"
          className="z-50 flex max-h-[min(78vh,560px)] w-[min(calc(100vw-24px),400px)] animate-pop-in flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-xl shadow-neutral-900/10 dark:border-neutral-800 dark:bg-neutral-900 dark:shadow-black/40"
        >
          <div className="flex items-center justify-between gap-3 border-b border-neutral-100 px-4 py-3 dark:border-neutral-800">
            <h2 className="text-base font-semibold text-neutral-900 dark:text-white">{t('notifications.title')}</h2>
            <Button
              variant="ghost"
              size="xs"
              disabled={!unread || markingAll}
              loading={markingAll}
              onClick={async () => {
                setMarkingAll(true);
                await markAllRead();
                setMarkingAll(false);
              }}
            >
              <CheckCheck className="size-4" aria-hidden="true" />
              {t('notifications.mark-all-read')}
            </Button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto py-1.5" aria-busy={state === 'loading'}>
            {state === 'loading' && <NotificationsLoading />}
            {state === 'error' && <NotificationsError onRetry={() => void load()} />}
            {state === 'ready' && items.length === 0 && <NotificationsEmpty />}
            {state === 'ready' && items.length > 0 && (
              <ul className="space-y-0.5">
                {items.map((n) => (
                  <li key={n.id}>
                    <NotificationItem
                      compact
                      notification={n}
                      onOpen={(clicked) => {
                        markRead(clicked);
                        setOpen(false);
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="border-t border-neutral-100 p-1.5 dark:border-neutral-800">
            <LocaleLink
              to="/dashboard/notifications"
              onClick={() => setOpen(false)}
              className="block rounded-lg px-3 py-2.5 text-center text-sm font-semibold text-primary-700 outline-none hover:bg-neutral-50 focus-visible:ring-4 focus-visible:ring-primary-500/25 dark:text-primary-400 dark:hover:bg-neutral-800"
            >
              {t('notifications.see-all')}
            </LocaleLink>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
