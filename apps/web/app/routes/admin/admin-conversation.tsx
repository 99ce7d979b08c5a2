import type { Message } from '@biclou/contracts/messaging';
import * as endpoints from '@biclou/contracts/endpoints';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { AdminPageHeader } from '../../components/admin';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { LocaleLink } from '../../components/locale-link';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { MessageBubble } from '../../features/messages/message-bubble';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { useApi } from '../../context/api-context';
import type { Route } from './+types/admin-conversation';
import { MARKETPLACE_TIME_ZONE } from '@biclou/domain/time-zones';

const PAGE = 100;

export async function loader({ context, params }: Route.LoaderArgs) {
  const { conversationId } = params;
  const [conversation, messages] = await Promise.all([
    loadAdmin(context.api, endpoints.adminGetConversation, { params: { conversationId } }),
    loadAdmin(context.api, endpoints.adminListMessages, { params: { conversationId }, query: { limit: PAGE } }),
  ]);
  return { conversation, messages };
}

/**
 * /admin/conversations/:conversationId: an admin reads a conversation (read-only: no composer, and
 * reading marks nothing as seen). The owner's messages stand on the right, the renter's on the left.
 */
export default function AdminConversationRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const c = loaderData.conversation;
  const [items, setItems] = useState<Message[]>(loaderData.messages.items);
  const [hasMore, setHasMore] = useState(loaderData.messages.hasMore);
  const [loading, setLoading] = useState(false);
  const name = (id: string | null) =>
    id === c.owner.id ? c.owner.firstName : id === c.renter.id ? c.renter.firstName : t('admin-conversations.someone');

  const older = async () => {
    const first = items[0];
    if (!first) return;
    setLoading(true);
    const res = await api.call(endpoints.adminListMessages, {
      params: { conversationId: c.id },
      query: { before: first.id, limit: PAGE },
      quiet: true,
    });
    setLoading(false);
    if (!res.ok) return;
    setItems((prev) => [...res.data.items, ...prev]);
    setHasMore(res.data.hasMore);
  };

  return (
    <>
      <AdminPageHeader
        back={{ to: `/admin/users/${c.renter.id}`, label: `${c.renter.firstName}` }}
        title={c.listing.title}
        text={t('admin-conversations.between', {
          renter: c.renter.firstName,
          owner: c.owner.firstName,
        })}
        meta={
          <>
            <Badge color="info">
              <Eye className="size-3" aria-hidden="true" />
              {t('admin-conversations.read-only')}
            </Badge>
            {c.closedAt && <Badge>{t('admin-conversations.closed')}</Badge>}
          </>
        }
        action={
          <div className="flex flex-wrap gap-2 text-sm">
            <LocaleLink
              className="font-medium text-primary-700 hover:underline dark:text-primary-300"
              to={`/admin/users/${c.renter.id}`}
            >
              {t('admin-conversations.renter', { name: `${c.renter.firstName}` })}
            </LocaleLink>
            <span aria-hidden="true">·</span>
            <LocaleLink
              className="font-medium text-primary-700 hover:underline dark:text-primary-300"
              to={`/admin/users/${c.owner.id}`}
            >
              {t('admin-conversations.owner', { name: `${c.owner.firstName}` })}
            </LocaleLink>
            {c.booking && (
              <>
                <span aria-hidden="true">·</span>
                <LocaleLink
                  className="font-medium text-primary-700 hover:underline dark:text-primary-300"
                  to={`/admin/bookings/${c.booking.id}`}
                >
                  {t('admin-conversations.booking')}
                </LocaleLink>
              </>
            )}
          </div>
        }
      />
      <Card className="mx-auto max-w-3xl p-4 sm:p-6">
        {hasMore && (
          <div className="mb-4 flex justify-center">
            <Button variant="outline" size="sm" loading={loading} onClick={older}>
              {t('admin-conversations.older')}
            </Button>
          </div>
        )}
        {items.length === 0 ? (
          <p className="text-center text-sm text-neutral-500 dark:text-neutral-400">{t('admin-conversations.empty')}</p>
        ) : (
          <ol className="space-y-2">
            {items.map((m) => (
              <li key={m.id}>
                {m.kind !== 'system' && (
                  <p
                    className={`mb-0.5 text-xs text-neutral-500 dark:text-neutral-400 ${m.senderId === c.owner.id ? 'text-right' : ''}`}
                  >
                    {name(m.senderId)} · {formatDateTime(m.createdAt, locale, MARKETPLACE_TIME_ZONE)}
                  </p>
                )}
                <MessageBubble
                  message={m}
                  mine={m.senderId === c.owner.id}
                  showSeen={false}
                  timeZone={MARKETPLACE_TIME_ZONE}
                />
              </li>
            ))}
          </ol>
        )}
        {c.closedAt && (
          <p className="mt-4 border-t border-neutral-200 pt-3 text-center text-xs text-neutral-500 dark:border-neutral-800">
            {t('admin-conversations.closed-at', { date: formatDateTime(c.closedAt, locale, MARKETPLACE_TIME_ZONE) })}
            {c.closeNote ? ` — ${c.closeNote}` : ''}
          </p>
        )}
      </Card>
    </>
  );
}
