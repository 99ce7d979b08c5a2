import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { formatDate } from '../../../lib/dates';
import { useLocale } from '../../../lib/i18n/use-locale';
import { upcomingClosedDates, weekRows, type HoursRow } from './week-rows';
import type { OpeningHoursView } from './hours-values';

/**
 * The hours a listing follows, compact: one line per run of days alike, the notice, the closed
 * dates to come. Server-rendered on the listing page (a deferred part) and read-only on the
 * owner's page when the listing follows the default hours.
 */
export function HoursSummary({ hours, today }: { hours: OpeningHoursView; today: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const closed = upcomingClosedDates(hours.closedDates, today);
  // "; " in English, whose dates hold a comma; ", " in French.
  const dates = closed.shown.map((d) => formatDate(d, locale)).join(t('listings.hours.date-separator'));
  const dayName = (row: HoursRow) => {
    if (row.everyDay) return t('listings.hours.every-day');
    if (row.from === row.to) return t(`listings.hours.day.${row.from}`);
    return t('listings.hours.day-range', {
      from: t(`listings.hours.day-inline.${row.from}`),
      to: t(`listings.hours.day-inline.${row.to}`),
    });
  };
  return (
    <div className="space-y-3 text-sm" data-testid="hours-summary">
      <dl className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
        {weekRows(hours.week).map((row) => (
          <div key={row.from} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 px-3.5 py-2.5">
            <dt className="font-medium text-neutral-900 dark:text-white">{dayName(row)}</dt>
            <dd className="text-neutral-700 tabular-nums sm:text-right dark:text-neutral-300">
              {!row.day ? (
                <span className="text-neutral-500 dark:text-neutral-400">{t('listings.hours.closed')}</span>
              ) : row.day.pickup.from === row.day.return.from && row.day.pickup.to === row.day.return.to ? (
                t('listings.hours.summary-both', row.day.pickup)
              ) : (
                <>
                  <span className="block">{t('listings.hours.summary-pickup', row.day.pickup)}</span>
                  <span className="block">{t('listings.hours.summary-return', row.day.return)}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-neutral-600 dark:text-neutral-400">
        {t('listings.hours.summary-notice', { count: hours.minNoticeHours })}
      </p>
      {closed.shown.length > 0 && (
        <p className="text-neutral-600 dark:text-neutral-400">
          {closed.more > 0
            ? t('listings.hours.summary-closed-dates-more', { dates, count: closed.more })
            : t('listings.hours.summary-closed-dates', { dates, count: closed.shown.length })}
        </p>
      )}
    </div>
  );
}
