import type { HandoverResponse } from '@biclou/contracts/handover';
import { ClipboardCheck, ClipboardList } from 'lucide-react';
import { LocaleLink } from '../../components/locale-link';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Comparison, ReportStatusBadge } from './handover-parts';
import { handoverPath } from './load-handover';

/**
 * The booking page's handover card (owner and renter): where each report stands, the owner's
 * "Start check-in" / "Start check-out" on the day, the renter's "Review" when a report waits for
 * them, the comparison once both exist, and a note when the rental ended without them.
 */
export function HandoverPanel({ handover: h }: { handover: HandoverResponse }) {
  const { t } = useTranslation();
  const base = handoverPath(h.viewer, h.booking.id);
  const owner = h.viewer === 'owner';
  const waiting = (['checkin', 'checkout'] as const).find((k) => h[k]?.status === 'submitted');
  // A warning only where the rental took place and is over: during it the check-out is still due.
  const missing = h.booking.tookPlace && h.booking.status !== 'ongoing' && (!h.checkin || !h.checkout);
  const noRental = h.absence.checkin.absence === 'no-rental' && !h.checkin;
  const anyReport = h.checkin || h.checkout;
  return (
    <Card className="space-y-4 p-5" data-testid="handover-panel">
      <h2 className="flex items-center gap-2 font-semibold text-neutral-900 dark:text-white">
        <ClipboardList className="size-5 text-primary-600" aria-hidden="true" />
        {t('handover.panel.title')}
      </h2>
      {missing && (
        <div data-testid="handover-missing">
          <Alert tone="warning">
            {t(
              !h.checkin && !h.checkout
                ? 'handover.panel.completed-without'
                : `handover.panel.completed-without-${!h.checkin ? 'checkin' : 'checkout'}`,
            )}
          </Alert>
        </div>
      )}
      <ul className="space-y-2 text-sm">
        {(['checkin', 'checkout'] as const).map((kind) => {
          const r = h[kind];
          return (
            <li key={kind} className="flex flex-wrap items-center justify-between gap-2" data-testid={`panel-${kind}`}>
              <span className="font-medium text-neutral-800 dark:text-neutral-200">{t(`handover.kind.${kind}`)}</span>
              {r ? (
                <ReportStatusBadge status={r.status} />
              ) : (
                <span className="text-neutral-500 dark:text-neutral-400">
                  {/* A booking closed before the handover needed no report: none is "not written yet". */}
                  {t(h.absence[kind].absence === 'no-rental' ? 'handover.panel.not-needed' : 'handover.panel.not-yet')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {noRental && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400" data-testid="handover-no-rental">
          {t('handover.panel.no-rental')}
        </p>
      )}
      {!anyReport && !missing && !noRental && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {t(owner ? 'handover.panel.intro-owner' : 'handover.panel.intro-renter')}
        </p>
      )}
      {h.comparison && <Comparison comparison={h.comparison} />}
      <div className="flex flex-wrap gap-2">
        {owner && h.refusal.checkin === null && (
          <LocaleLink to={`${base}/checkin`} className={buttonClasses('primary', 'md')} data-testid="start-checkin">
            <ClipboardCheck className="size-4" aria-hidden="true" />
            {t('handover.panel.start-checkin')}
          </LocaleLink>
        )}
        {owner && h.refusal.checkout === null && (
          <LocaleLink to={`${base}/checkout`} className={buttonClasses('primary', 'md')} data-testid="start-checkout">
            <ClipboardCheck className="size-4" aria-hidden="true" />
            {t('handover.panel.start-checkout')}
          </LocaleLink>
        )}
        {!owner && waiting && (
          <LocaleLink to={base} className={buttonClasses('primary', 'md')} data-testid="review-report">
            {t(`handover.panel.review-${waiting}`)}
          </LocaleLink>
        )}
        {anyReport && (
          <LocaleLink to={base} className={buttonClasses('outline', 'md')} data-testid="see-reports">
            {t('handover.panel.see')}
          </LocaleLink>
        )}
      </div>
      {owner && h.refusal.checkin === 'too_early' && (
        <p className="text-xs text-neutral-500 dark:text-neutral-400">{t('handover.refusal.too_early')}</p>
      )}
    </Card>
  );
}
