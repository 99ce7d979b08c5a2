import type { AdminConversationRef } from '@biclou/contracts/admin-conversations';
import { ChevronRight, MessagesSquare } from 'lucide-react';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { LocaleLink } from '../locale-link';
import { Badge } from '../ui/badge';
import { MARKETPLACE_TIME_ZONE } from '@biclou/domain/time-zones';

/**
 * The conversations of a user or a booking on the admin's pages, each a link to read it
 * (read-only) at /admin/conversations/:id.
 */
export function ConversationRefs({ items }: { items: AdminConversationRef[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (items.length === 0)
    return <p className="text-sm text-neutral-500 dark:text-neutral-400">{t('admin-conversations.none')}</p>;
  return (
    <ul className="-mx-2 divide-y divide-neutral-100 dark:divide-neutral-800">
      {items.map((c) => (
        <li key={c.id}>
          <LocaleLink
            to={`/admin/conversations/${c.id}`}
            className="flex items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-neutral-50 dark:hover:bg-neutral-800/60"
          >
            <MessagesSquare className="size-4 shrink-0 text-neutral-400" aria-hidden="true" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-neutral-900 dark:text-white">
                {c.listing.title}
              </span>
              <span className="block truncate text-xs text-neutral-500 dark:text-neutral-400">
                {t('admin-conversations.between', {
                  renter: `${c.renter.firstname} ${c.renter.lastname}`,
                  owner: `${c.owner.firstname} ${c.owner.lastname}`,
                })}
                {' · '}
                {t('admin-conversations.messages', { count: c.messageCount })}
                {c.lastMessageAt ? ` · ${formatDateTime(c.lastMessageAt, locale, MARKETPLACE_TIME_ZONE)}` : ''}
              </span>
            </span>
            {c.closed && <Badge>{t('admin-conversations.closed')}</Badge>}
            <ChevronRight className="size-4 shrink-0 text-neutral-400" aria-hidden="true" />
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}
