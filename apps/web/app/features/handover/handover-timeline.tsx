import type { ReactNode } from 'react';
import type { HandoverResponse } from '@biclou/contracts/handover';
import { LocaleLink } from '../../components/locale-link';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { ReportStatusBadge } from './handover-parts';
import { handoverPath } from './load-handover';

type Report = NonNullable<HandoverResponse['checkin']>;

function Entry({ h, report, answer }: { h: HandoverResponse; report: Report; answer: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const at = answer ? report.answeredAt! : report.submittedAt;
  return (
    <div data-testid={`timeline-${report.kind}${answer ? '-answer' : ''}`}>
      <div className="flex flex-wrap items-center gap-2">
        <LocaleLink
          to={handoverPath(h.viewer, h.booking.id)}
          className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-400"
        >
          {t(`handover.kind.${report.kind}`)}
        </LocaleLink>
        {answer ? (
          <ReportStatusBadge status={report.status} />
        ) : (
          <span className="text-xs text-neutral-500 dark:text-neutral-400">{t('handover.timeline.submitted')}</span>
        )}
        <span className="text-xs text-neutral-500 dark:text-neutral-400">
          <time dateTime={at}>{formatDateTime(at, locale, h.booking.timeZone, { zone: true })}</time>
        </span>
      </div>
    </div>
  );
}

/** The handover reports as steps of the booking's timeline: each submission and each answer. */
export function handoverTimeline(h: HandoverResponse | null) {
  if (!h) return [];
  const out: { at: string; key: string; content: ReactNode }[] = [];
  for (const report of [h.checkin, h.checkout]) {
    if (!report) continue;
    out.push({
      at: report.submittedAt,
      key: `${report.kind}-submitted`,
      content: <Entry h={h} report={report} answer={false} />,
    });
    if (report.answeredAt)
      out.push({
        at: report.answeredAt,
        key: `${report.kind}-answered`,
        content: <Entry h={h} report={report} answer />,
      });
  }
  return out;
}
