import { Camera, Lock } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/dates';
import { useLocale } from '../../lib/i18n/use-locale';
import type { ConversationSummary } from './chat-types';
import { eventText } from './message-bubble';
import { ListingCover, PersonAvatar } from './person-avatar';

/** "14:05" today, "Mon" this week, "12 Mar" before, on the bike's clock (`format` carries its zone). */
function inboxTime(iso: string, now: number, format: (iso: string, o: Intl.DateTimeFormatOptions) => string) {
  const age = now - Date.parse(iso);
  const day = (at: string | number) =>
    format(new Date(at).toISOString(), { year: 'numeric', month: 'numeric', day: 'numeric' });
  if (day(iso) === day(now)) return format(iso, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  if (age < 6 * 24 * 3600_000) return format(iso, { weekday: 'short' });
  return format(iso, { day: 'numeric', month: 'short' });
}

/** The last message as one line: a photo, a booking step, or the text (already masked for me). */
function Preview({ c, myId }: { c: ConversationSummary; myId: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const last = c.lastMessage;
  if (!last) return <>{t('chat.inbox.no-message')}</>;
  const prefix = last.senderId === myId ? `${t('chat.inbox.you')} ` : '';
  if (last.kind === 'photo')
    return (
      <span className="inline-flex items-center gap-1">
        {prefix}
        <Camera className="size-3.5" aria-hidden="true" />
        {t('chat.inbox.photo')}
      </span>
    );
  if (last.kind === 'system') return <>{eventText(t, locale, last.event) ?? t('chat.inbox.booking-update')}</>;
  return (
    <>
      {prefix}
      {last.body}
    </>
  );
}

/** The inbox: newest activity first; the other person, the listing's cover, the last message, time and unread. */
export function InboxList({
  items,
  myId,
  basePath,
  activeId,
  now,
}: {
  items: ConversationSummary[];
  myId: string;
  basePath: string;
  activeId: string | null;
  now: number;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const formatIn = (timeZone: string) => (iso: string, o: Intl.DateTimeFormatOptions) =>
    formatDate(iso, locale, { ...o, timeZone });
  return (
    <ul className="divide-y divide-neutral-100 dark:divide-neutral-800/80" data-testid="inbox">
      {items.map((c) => {
        const active = c.id === activeId;
        const unread = c.unreadCount > 0;
        return (
          <li key={c.id}>
            <LocaleLink
              to={`${basePath}/${c.id}`}
              aria-current={active ? 'page' : undefined}
              data-testid="inbox-item"
              data-conversation={c.id}
              className={cn(
                'flex items-center gap-3 px-3 py-3 outline-none focus-visible:bg-neutral-100 sm:px-4 dark:focus-visible:bg-neutral-800',
                active ? 'bg-primary-50 dark:bg-primary-950/50' : 'hover:bg-neutral-50 dark:hover:bg-neutral-800/50',
              )}
            >
              <span className="relative shrink-0">
                <ListingCover url={c.listing.coverUrl} className="size-12 rounded-xl" />
                <span className="absolute -right-1.5 -bottom-1.5 rounded-full ring-2 ring-white dark:ring-neutral-900">
                  <PersonAvatar person={c.other} size={24} />
                </span>
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span
                    className={cn(
                      'truncate text-sm text-neutral-900 dark:text-white',
                      unread ? 'font-bold' : 'font-semibold',
                    )}
                  >
                    {c.other.firstName}
                    <span className="font-normal text-neutral-500 dark:text-neutral-400"> · {c.listing.title}</span>
                  </span>
                  <time
                    dateTime={c.lastMessage?.createdAt ?? c.updatedAt}
                    className={cn(
                      'shrink-0 text-xs',
                      unread
                        ? 'font-semibold text-primary-700 dark:text-primary-400'
                        : 'text-neutral-500 dark:text-neutral-400',
                    )}
                  >
                    {inboxTime(c.lastMessage?.createdAt ?? c.updatedAt, now, formatIn(c.listing.timeZone))}
                  </time>
                </span>
                <span className="mt-0.5 flex items-center justify-between gap-2">
                  <span
                    className={cn(
                      'truncate text-sm',
                      unread
                        ? 'font-medium text-neutral-900 dark:text-neutral-100'
                        : 'text-neutral-600 dark:text-neutral-400',
                    )}
                    data-testid="inbox-preview"
                  >
                    {c.closed && (
                      <Lock className="mr-1 inline size-3.5 align-[-2px]" aria-label={t('chat.inbox.closed')} />
                    )}
                    <Preview c={c} myId={myId} />
                  </span>
                  {unread && (
                    <span
                      className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-primary-600 px-1.5 text-[11px] font-bold text-white"
                      data-testid="inbox-unread"
                      aria-label={t('chat.inbox.unread', { count: c.unreadCount })}
                    >
                      {c.unreadCount > 99 ? '99+' : c.unreadCount}
                    </span>
                  )}
                </span>
              </span>
            </LocaleLink>
          </li>
        );
      })}
    </ul>
  );
}
