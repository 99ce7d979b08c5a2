import { MessageCircle } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { cn } from '../../lib/cn';
import { useUser } from '../../context/session-context';
import { useChatUnread } from './chat-unread';

/** The header's link to the inbox, with the unread messages count (live). Members only. */
export function MessagesLink({ className }: { className?: string }) {
  const user = useUser();
  const { t } = useTranslation();
  const unread = useChatUnread();
  if (!user) return null;
  return (
    <LocaleLink
      to="/dashboard/chats"
      aria-label={unread ? t('chat.header.unread', { count: unread }) : t('chat.header.link')}
      data-testid="messages-link"
      className={cn(
        'relative grid size-10 place-items-center rounded-full text-neutral-700 outline-none hover:bg-neutral-100 hover:text-neutral-900 focus-visible:ring-4 focus-visible:ring-primary-500/25 dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-white',
        className,
      )}
    >
      <MessageCircle className="size-5" aria-hidden="true" />
      {unread ? (
        <span
          data-testid="messages-unread"
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-primary-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white dark:ring-neutral-950"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </LocaleLink>
  );
}
