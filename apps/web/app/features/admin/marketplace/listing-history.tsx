import type { AdminListingHistoryEntry } from '@biclou/contracts/admin-marketplace';
import { formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import { ListingStatusBadge } from './listing-status-badge';
import { MARKETPLACE_TIME_ZONE } from '@biclou/domain/time-zones';

/** The listing's status changes, newest first: who (owner or which admin), when, and why. */
export function ListingHistory({ history }: { history: AdminListingHistoryEntry[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <section aria-labelledby="listing-history">
      <h2 id="listing-history" className="mb-4 text-base font-semibold text-neutral-900 dark:text-white">
        {t('admin-listing-history.title')}
      </h2>
      <ol className="relative space-y-4 border-l border-neutral-200 pl-5 dark:border-neutral-800">
        {history.map((e, i) => (
          <li key={`${e.at}-${e.status}-${i}`} className="relative">
            <span
              className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-neutral-300 ring-4 ring-white dark:bg-neutral-600 dark:ring-neutral-900"
              aria-hidden="true"
            />
            <div className="flex flex-wrap items-center gap-2">
              <ListingStatusBadge status={e.status} />
              <span className="text-sm text-neutral-700 dark:text-neutral-300">
                {e.by === 'admin'
                  ? t('admin-listing-history.by-admin', { name: e.adminName ?? t('admin-listing-history.an-admin') })
                  : t('admin-listing-history.by-owner')}
              </span>
            </div>
            <p className="mt-0.5 text-xs text-neutral-500 dark:text-neutral-400">
              {e.exact
                ? formatDateTime(e.at, locale, MARKETPLACE_TIME_ZONE)
                : t('admin-listing-history.since', { date: formatDateTime(e.at, locale, MARKETPLACE_TIME_ZONE) })}
            </p>
            {e.reason && <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">“{e.reason}”</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
