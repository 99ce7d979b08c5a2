import type { Booking } from '@biclou/contracts/bookings';
import type { ReactNode } from 'react';
import { useTranslation, type TFunction } from '../../lib/i18n/tiny-i18n';
import { formatDateTime } from '../../lib/dates';
import { useLocale } from '../../lib/i18n/use-locale';
import { BookingStatusBadge } from './booking-status-badge';
import { historyReasonKey } from '../../lib/history-reason';

type HistoryItem = NonNullable<Booking['history']>[number];

/** Why, in the reader's language: a code is translated, a person's text is shown as typed. */
function historyReasonText(h: Pick<HistoryItem, 'reasonCode' | 'reason'>, t: TFunction): string | null {
  if (h.reasonCode) return t(historyReasonKey(h.reasonCode));
  return h.reason;
}

/** Another area's step shown in the booking's timeline (e.g. a handover report), at its time. */
export interface TimelineExtra {
  at: string;
  key: string;
  content: ReactNode;
}

/**
 * The booking's history, oldest first: each status change, who made it, when and why; `extra`
 * steps of other areas (composed in by the route module) are merged in by time.
 */
export function HistoryTimeline({
  history,
  extra = [],
  timeZone,
}: {
  history: NonNullable<Booking['history']>;
  extra?: TimelineExtra[];
  /** The bike's clock: every step's time is written on it. */
  timeZone: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const entries = [
    ...history.map((h, i) => ({ at: h.at, i, h, x: null as TimelineExtra | null })),
    ...extra.map((x, i) => ({ at: x.at, i: history.length + i, h: null, x })),
  ].sort((a, b) => a.at.localeCompare(b.at) || a.i - b.i);
  return (
    <ol
      className="relative space-y-4 border-l border-neutral-200 pl-5 dark:border-neutral-800"
      data-testid="booking-history"
    >
      {entries.map(({ h, x, i }) => {
        if (x)
          return (
            <li key={x.key} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[26px] size-3 rounded-full border-2 border-white bg-amber-500 dark:border-neutral-900"
              />
              {x.content}
            </li>
          );
        if (!h) return null;
        const reason = historyReasonText(h, t);
        return (
          <li key={`${h.at}-${i}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[26px] size-3 rounded-full border-2 border-white bg-primary-500 dark:border-neutral-900"
            />
            <div className="flex flex-wrap items-center gap-2">
              <BookingStatusBadge status={h.to} />
              <span className="text-xs text-neutral-500 dark:text-neutral-400">
                {t(`bookings.actors.${h.actor}`)} ·{' '}
                <time dateTime={h.at}>{formatDateTime(h.at, locale, timeZone, { zone: true })}</time>
              </span>
            </div>
            {reason && (
              <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400" data-testid="history-reason">
                {t('bookings.detail.reason', { reason })}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
