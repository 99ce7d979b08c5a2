import { CloudOff, Inbox, Lock, MessagesSquare, WifiOff } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useRealtimeStatus } from '../../lib/realtime/realtime';
import { Button } from '../../components/ui/button';
import { formatDate } from '../../lib/dates';
import { useLocale } from '../../lib/i18n/use-locale';
import type { ConversationDetail } from './chat-types';

export function InboxEmpty() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center" data-testid="inbox-empty">
      <span className="grid size-14 place-items-center rounded-2xl bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
        <Inbox className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-4 font-semibold text-neutral-900 dark:text-white">{t('chat.empty.title')}</p>
      <p className="mt-1 max-w-xs text-sm text-neutral-600 dark:text-neutral-400">{t('chat.empty.text')}</p>
    </div>
  );
}

export function ChatError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center px-6 py-14 text-center" data-testid="chat-error">
      <span className="grid size-14 place-items-center rounded-2xl bg-red-50 text-red-600 dark:bg-red-950 dark:text-red-300">
        <CloudOff className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-4 font-semibold text-neutral-900 dark:text-white">{t('chat.error.title')}</p>
      <p className="mt-1 max-w-xs text-sm text-neutral-600 dark:text-neutral-400">{t('chat.error.text')}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
        {t('chat.error.retry')}
      </Button>
    </div>
  );
}

/** The right pane before a conversation is picked (desktop). */
export function NoThreadSelected() {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col items-center justify-center px-6 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-gradient-to-br from-primary-400 to-primary-700 text-white shadow-lg shadow-primary-700/20">
        <MessagesSquare className="size-8" aria-hidden="true" />
      </span>
      <p className="mt-5 font-semibold text-neutral-900 dark:text-white">{t('chat.pick.title')}</p>
      <p className="mt-1 max-w-xs text-sm text-neutral-600 dark:text-neutral-400">{t('chat.pick.text')}</p>
    </div>
  );
}

/** "Reconnecting…" while the live connection is down; the thread catches up when it is back. */
export function ReconnectingBanner() {
  const { t } = useTranslation();
  const status = useRealtimeStatus();
  if (status !== 'reconnecting') return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="chat-reconnecting"
      className="flex items-center justify-center gap-2 bg-amber-50 px-3 py-1.5 text-xs font-medium text-amber-900 dark:bg-amber-950/70 dark:text-amber-100"
    >
      <WifiOff className="size-3.5" aria-hidden="true" />
      {t('chat.reconnecting')}
    </div>
  );
}

/** In place of the composer once closed: who closed it, why, and their note. */
export function ClosedNotice({ detail, myId }: { detail: ConversationDetail; myId: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const who =
    detail.closedBy?.id === myId
      ? t('chat.closed.by-you')
      : detail.closedBy
        ? t('chat.closed.by', { name: detail.closedBy.firstName })
        : t('chat.closed.by-admin');
  return (
    <div
      className="border-t border-neutral-200 bg-neutral-50 px-4 py-3 text-sm dark:border-neutral-800 dark:bg-neutral-900/80"
      data-testid="thread-closed"
    >
      <p className="flex items-center gap-2 font-medium text-neutral-900 dark:text-white">
        <Lock className="size-4 shrink-0 text-neutral-500" aria-hidden="true" />
        {who}
        {detail.closedAt && (
          <span className="font-normal text-neutral-500 dark:text-neutral-400">
            · {formatDate(detail.closedAt, locale, { dateStyle: 'medium' })}
          </span>
        )}
      </p>
      {detail.closeReason && (
        <p className="mt-1 text-neutral-700 dark:text-neutral-300" data-testid="close-reason">
          {t('chat.closed.reason', { reason: t(`chat.close.reasons.${detail.closeReason}`) })}
        </p>
      )}
      {detail.closeNote && (
        <p className="mt-1 whitespace-pre-wrap text-neutral-600 italic dark:text-neutral-400">“{detail.closeNote}”</p>
      )}
      <p className="mt-1.5 text-xs text-neutral-500 dark:text-neutral-400">{t('chat.closed.read-only')}</p>
    </div>
  );
}
