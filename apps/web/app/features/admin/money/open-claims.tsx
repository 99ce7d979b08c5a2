import type { AdminClaimListResponse, AdminClaimRow } from '@biclou/contracts/deposits';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import { Money, RefLink, Section } from './parts';

/** A claim's evidence: both handover reports, or a warning naming what is missing. */
function ClaimEvidence({ evidence }: { evidence: AdminClaimRow['evidence'] }) {
  const { t } = useTranslation();
  if (evidence.checkin && evidence.checkout) return <Badge color="success">{t('i16.admin-claims.evidence-ok')}</Badge>;
  if (!evidence.checkin && !evidence.checkout)
    return (
      <Badge color="warning" data-testid="claim-evidence-flag">
        {t('i16.admin-claims.no-evidence')}
      </Badge>
    );
  const missing = t(`i16.admin-claims.${evidence.checkin ? 'checkout' : 'checkin'}`);
  return (
    <Badge color="warning" data-testid="claim-evidence-flag">
      {t('i16.admin-claims.partial-evidence', { missing })}
    </Badge>
  );
}

/**
 * /admin/disputes, above the disputes: the open damage claims, oldest first, each with
 * its amount, the live hold, the renter's answer and a flag when a handover report is missing; the
 * booking's page decides it (capture all, part or none).
 */
export function OpenClaims({ data }: { data: AdminClaimListResponse }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Section title={t('i16.admin-claims.title')} className="mb-6">
      <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-400">{t('i16.admin-claims.intro')}</p>
      {data.items.length === 0 ? (
        <p className="text-sm text-neutral-500 dark:text-neutral-400" data-testid="open-claims-empty">
          {t('i16.admin-claims.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-neutral-200 dark:divide-neutral-800" data-testid="open-claims">
          {data.items.map((c) => (
            <li key={c.bookingId} className="flex flex-wrap items-center gap-x-6 gap-y-2 py-3 text-sm">
              <span className="min-w-28">
                <span className="sr-only">{t('i16.admin-claims.booking')} </span>
                <RefLink to={`/admin/bookings/${c.bookingId}`}>{c.bookingRef}</RefLink>
              </span>
              <span>
                <span className="text-neutral-500 dark:text-neutral-400">{t('i16.admin-claims.amount')} </span>
                <Money cents={c.amountCents} currency={c.currency} className="font-medium" />
                {c.heldCents !== null && (
                  <span className="text-neutral-500 dark:text-neutral-400">
                    {' / '}
                    {t('i16.admin-claims.held')} <Money cents={c.heldCents} currency={c.currency} />
                  </span>
                )}
              </span>
              <span className="text-neutral-600 dark:text-neutral-400">
                {t('i16.admin-claims.filed')} {formatDate(c.filedAt, locale)}
              </span>
              <span className="text-neutral-600 dark:text-neutral-400">
                {t('i16.admin-claims.answer')}:{' '}
                {t(c.answered ? 'i16.admin-claims.answered' : 'i16.admin-claims.not-answered')}
              </span>
              <ClaimEvidence evidence={c.evidence} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
