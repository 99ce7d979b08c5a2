import { BellOff, CloudOff } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Button } from '../../components/ui/button';

/** Rows shaped like notifications while they load. */
export function NotificationsLoading({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="space-y-1 px-1.5 py-1">
      <span className="sr-only">{t('notifications.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex animate-pulse items-start gap-3 px-3 py-3" aria-hidden="true">
          <span className="size-9 shrink-0 rounded-full bg-neutral-200 dark:bg-neutral-800" />
          <span className="flex-1 space-y-2 pt-0.5">
            <span className="block h-3 w-11/12 rounded bg-neutral-200 dark:bg-neutral-800" />
            <span className="block h-3 w-2/3 rounded bg-neutral-200 dark:bg-neutral-800" />
            <span className="block h-2.5 w-16 rounded bg-neutral-100 dark:bg-neutral-800/70" />
          </span>
        </div>
      ))}
    </div>
  );
}

export function NotificationsEmpty({ unreadOnly = false }: { unreadOnly?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center px-6 py-10 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-neutral-100 text-neutral-500 dark:bg-neutral-800 dark:text-neutral-400">
        <BellOff className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 text-sm font-semibold text-neutral-900 dark:text-white">
        {t(unreadOnly ? 'notifications.empty-unread.title' : 'notifications.empty.title')}
      </p>
      <p className="mt-1 max-w-xs text-sm text-neutral-600 dark:text-neutral-400">
        {t(unreadOnly ? 'notifications.empty-unread.text' : 'notifications.empty.text')}
      </p>
    </div>
  );
}

export function NotificationsError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center px-6 py-10 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-red-50 text-red-600 dark:bg-red-950 dark:text-red-300">
        <CloudOff className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 text-sm font-semibold text-neutral-900 dark:text-white">{t('notifications.error.title')}</p>
      <p className="mt-1 max-w-xs text-sm text-neutral-600 dark:text-neutral-400">{t('notifications.error.text')}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
        {t('notifications.error.retry')}
      </Button>
    </div>
  );
}
