import type { Notification } from '@biclou/contracts/notifications';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { cn } from '../../lib/cn';
import { formatDateTime, formatRelative } from '../../lib/dates';
import { useLocale } from '../../lib/i18n/use-locale';
import { NotificationIcon } from './notification-icon';
import { notificationText } from './notification-text';
import { MARKETPLACE_TIME_ZONE } from '@biclou/domain/time-zones';
import { useSettingsNumbers } from '../../context/use-settings-numbers';

/** One notification: icon, sentence, time, unread dot; a link to the booking or thread. */
export function NotificationItem({
  notification: n,
  onOpen,
  compact = false,
  now,
}: {
  notification: Notification;
  onOpen(n: Notification): void;
  compact?: boolean;
  /** The server's clock for a server-rendered list, so both sides write the same relative time. */
  now?: number;
}) {
  const { t } = useTranslation();
  const numbers = useSettingsNumbers();
  const { locale } = useLocale();
  const unread = n.readAt === null;
  return (
    <LocaleLink
      to={n.link}
      onClick={() => onOpen(n)}
      data-testid="notification-item"
      data-unread={unread || undefined}
      className={cn(
        'group flex items-start gap-3 rounded-xl px-3 py-3 outline-none transition-colors focus-visible:ring-4 focus-visible:ring-primary-500/25',
        unread
          ? 'bg-primary-50/60 hover:bg-primary-50 dark:bg-primary-950/40 dark:hover:bg-primary-950/70'
          : 'hover:bg-neutral-50 dark:hover:bg-neutral-800/60',
        compact ? 'mx-1.5' : '',
      )}
    >
      <NotificationIcon kind={n.kind} />
      <span className="min-w-0 flex-1">
        <span
          className={cn(
            'block text-sm leading-snug',
            unread ? 'font-medium text-neutral-900 dark:text-white' : 'text-neutral-700 dark:text-neutral-300',
          )}
        >
          {notificationText(n, t, locale, numbers)}
        </span>
        <time
          dateTime={n.createdAt}
          title={formatDateTime(n.createdAt, locale, MARKETPLACE_TIME_ZONE, { zone: true })}
          className="mt-1 block text-xs text-neutral-500 dark:text-neutral-400"
          suppressHydrationWarning
        >
          {formatRelative(n.createdAt, locale, now)}
        </time>
      </span>
      {unread && (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary-600 dark:bg-primary-400">
          <span className="sr-only">{t('notifications.unread')}</span>
        </span>
      )}
    </LocaleLink>
  );
}
