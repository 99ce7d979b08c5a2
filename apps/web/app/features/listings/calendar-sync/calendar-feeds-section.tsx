import { CALENDAR_FEED_ERRORS, MAX_CALENDAR_FEEDS } from '@biclou/contracts/calendar-constants';
import type { CalendarFeed } from '@biclou/contracts/calendars';
import * as endpoints from '@biclou/contracts/endpoints';
import { CalendarPlus, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormCard } from '../../../components/form-card';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useApi } from '../../../context/api-context';
import { useToast } from '../../../context/toasts/toast-context';
import { formatRelative } from '../../../lib/dates';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { translateServerMessage } from '../../../lib/i18n/translate-server-message';
import { useLocale } from '../../../lib/i18n/use-locale';

/** One followed calendar: its name and address, when it was last read or why it could not be, and its actions. */
function FeedRow({
  feed,
  busy,
  onSync,
  onRemove,
}: {
  feed: CalendarFeed;
  busy: boolean;
  onSync(): void;
  onRemove(): void;
}) {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const when = (iso: string | null) => (iso ? formatRelative(iso, locale) : t('calendar-sync.import.never'));
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-neutral-900 dark:text-white">{feed.name}</p>
        <p className="truncate font-mono text-xs text-neutral-500 dark:text-neutral-400">{feed.url}</p>
        {feed.lastError ? (
          <p role="status" className="text-sm font-medium text-red-600 dark:text-red-400">
            {t('calendar-sync.import.failed', { when: when(feed.lastAttemptAt) })}{' '}
            {translateServerMessage(i18n, CALENDAR_FEED_ERRORS[feed.lastError])}
          </p>
        ) : (
          <p role="status" className="text-sm text-neutral-600 dark:text-neutral-400">
            {t('calendar-sync.import.synced', { when: when(feed.lastSyncedAt), count: feed.blockCount })}
          </p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={onSync} loading={busy}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('calendar-sync.import.sync-now')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onRemove}
          disabled={busy}
          aria-label={t('calendar-sync.import.remove-label', { name: feed.name })}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('calendar-sync.import.remove')}
        </Button>
      </div>
    </li>
  );
}

/**
 * "Import other calendars": the external calendars (iCal) whose busy times block the listing, each
 * with its last sync or its last error in plain words, "Sync now" and "Remove"; a form adds one
 * (read at once: an address that cannot be read is refused with the reason).
 */
export function CalendarFeedsSection({ listingId, feeds: loaded }: { listingId: string; feeds: CalendarFeed[] }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const id = useId();
  const [feeds, setFeeds] = useState(loaded);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [adding, setAdding] = useState(false);
  const [working, setWorking] = useState<string | null>(null);
  const { errors, formError, showApiError, clear } = useFormErrors(['name', 'url']);
  const full = feeds.length >= MAX_CALENDAR_FEEDS;
  const replace = (feed: CalendarFeed) => setFeeds((all) => all.map((f) => (f.id === feed.id ? feed : f)));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    clear();
    setAdding(true);
    const res = await api.call(endpoints.addCalendarFeed, { params: { listingId }, body: { name, url }, quiet: true });
    setAdding(false);
    if (!res.ok) return showApiError(res.error);
    setFeeds((all) => [...all, res.data.feed]);
    setName('');
    setUrl('');
    toast.success(t('calendar-sync.import.added', { count: res.data.feed.blockCount }));
  }

  async function sync(feed: CalendarFeed) {
    setWorking(feed.id);
    const res = await api.call(endpoints.syncCalendarFeed, {
      params: { listingId, feedId: feed.id },
      quiet: true,
    });
    setWorking(null);
    if (!res.ok) return toast.error(translateServerMessage(i18n, res.error.message));
    replace(res.data.feed);
    if (!res.data.feed.lastError) toast.success(t('calendar-sync.import.synced-now'));
  }

  async function remove(feed: CalendarFeed) {
    setWorking(feed.id);
    const res = await api.call(endpoints.removeCalendarFeed, { params: { listingId, feedId: feed.id }, quiet: true });
    setWorking(null);
    if (!res.ok) return toast.error(translateServerMessage(i18n, res.error.message));
    setFeeds((all) => all.filter((f) => f.id !== feed.id));
    toast.success(t('calendar-sync.import.removed', { name: feed.name }));
  }

  return (
    <FormCard
      id="calendar-import"
      title={t('calendar-sync.import.title')}
      description={t('calendar-sync.import.description')}
      icon={<CalendarPlus className="size-5" />}
      onSubmit={onSubmit}
      busy={adding}
      formError={formError}
      submitLabel={t('calendar-sync.import.add')}
      bodyClassName="space-y-5"
    >
      {feeds.length > 0 ? (
        <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">
          {feeds.map((feed) => (
            <FeedRow
              key={feed.id}
              feed={feed}
              busy={working === feed.id}
              onSync={() => void sync(feed)}
              onRemove={() => void remove(feed)}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('calendar-sync.import.none')}</p>
      )}
      {full ? (
        <p className="text-sm text-neutral-500 dark:text-neutral-400">
          {t('calendar-sync.import.full', { count: MAX_CALENDAR_FEEDS })}
        </p>
      ) : (
        <div className="grid gap-4 border-t border-neutral-100 pt-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] dark:border-neutral-800">
          <Field id={`${id}-name`} label={t('calendar-sync.import.name')} error={errors.name}>
            <Input
              value={name}
              maxLength={60}
              placeholder={t('calendar-sync.import.name-placeholder')}
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
          <Field
            id={`${id}-url`}
            label={t('calendar-sync.import.url')}
            hint={t('calendar-sync.import.url-hint')}
            error={errors.url}
          >
            <Input
              type="url"
              inputMode="url"
              value={url}
              placeholder="https://"
              onChange={(e) => setUrl(e.target.value)}
            />
          </Field>
        </div>
      )}
    </FormCard>
  );
}
