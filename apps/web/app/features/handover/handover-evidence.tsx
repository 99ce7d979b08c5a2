import type { HandoverPhoto, HandoverResponse } from '@biclou/contracts/handover';
import { FileSearch } from 'lucide-react';
import { LocaleLink } from '../../components/locale-link';
import { Card } from '../../components/ui/card';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Comparison, PhotoGrid, ReportStatusBadge } from './handover-parts';
import { handoverPath } from './load-handover';

/** The handover photos a damage claim points to (check-in and check-out photos of the booking). */
function claimPhotosOf(h: HandoverResponse | null, photoIds: readonly string[]): HandoverPhoto[] {
  if (!h || photoIds.length === 0) return [];
  const ids = new Set(photoIds);
  return [...(h.checkout?.photos ?? []), ...(h.checkin?.photos ?? [])].filter((p) => ids.has(p.id));
}

/** The claim's photos, on the claim (owner, renter and admin alike). */
export function ClaimPhotos({
  handover,
  photoIds,
}: {
  handover: HandoverResponse | null;
  photoIds: readonly string[];
}) {
  const { t } = useTranslation();
  const photos = claimPhotosOf(handover, photoIds);
  if (!handover || photos.length === 0) return null;
  return (
    <div className="space-y-2 pt-2" data-testid="claim-photos-shown">
      <p className="font-medium">{t('handover.evidence-card.claim-photos', { count: photos.length })}</p>
      <PhotoGrid photos={photos} timeZone={handover.booking.timeZone} />
    </div>
  );
}

/**
 * What an admin deciding a claim must see on the booking: both reports' state, the renter's
 * contest in their own words, the comparison, and a link to the full reports.
 */
export function HandoverEvidence({ handover: h }: { handover: HandoverResponse }) {
  const { t } = useTranslation();
  return (
    <Card className="space-y-4 p-5" data-testid="handover-evidence">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-semibold text-neutral-900 dark:text-white">
          <FileSearch className="size-5 text-primary-600" aria-hidden="true" />
          {t('handover.evidence-card.title')}
        </h2>
        <LocaleLink
          to={handoverPath('admin', h.booking.id)}
          className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-400"
          data-testid="handover-reports-link"
        >
          {t('handover.evidence-card.see-reports')}
        </LocaleLink>
      </div>
      <ul className="space-y-3 text-sm">
        {(['checkin', 'checkout'] as const).map((kind) => {
          const r = h[kind];
          return (
            <li key={kind} className="space-y-1.5">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-neutral-900 dark:text-white">{t(`handover.kind.${kind}`)}</span>
                {r ? (
                  <>
                    <ReportStatusBadge status={r.status} />
                    <span className="text-neutral-500 dark:text-neutral-400">
                      {t('handover.evidence-card.photos', { count: r.photos.length })}
                    </span>
                  </>
                ) : (
                  <span className="text-neutral-500 dark:text-neutral-400">{t('handover.evidence-card.none')}</span>
                )}
              </p>
              {r?.renterComment && (
                <blockquote
                  className="rounded-lg border-l-4 border-red-500 bg-red-50 p-3 whitespace-pre-line text-red-900 dark:bg-red-950/40 dark:text-red-100"
                  data-testid={`evidence-comment-${kind}`}
                >
                  <span className="block font-semibold">{t('handover.renter-comment')}</span>
                  {r.renterComment}
                </blockquote>
              )}
            </li>
          );
        })}
      </ul>
      {h.comparison && (
        <div className="space-y-2 border-t border-neutral-200 pt-3 dark:border-neutral-800">
          <h3 className="text-sm font-semibold text-neutral-900 dark:text-white">{t('handover.compare.title')}</h3>
          <Comparison comparison={h.comparison} />
        </div>
      )}
    </Card>
  );
}
