import type { OwnerListing } from '@biclou/contracts/listings';
import { EyeOff, Pencil, Settings2 } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../../components/locale-link';
import { Button } from '../../../components/ui/button';
import { stepToContinue } from '../wizard/missing-steps';
import { stepPath } from '../wizard/wizard-steps';

/** The owner's view of a listing others cannot see: why, and where to act. */
export function StatusBanner({ listing }: { listing: OwnerListing }) {
  const { t } = useTranslation();
  if (listing.status === 'live') return null;
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3.5 text-amber-900 sm:flex-row sm:items-center dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100"
      data-testid="status-banner"
    >
      <EyeOff className="hidden size-5 shrink-0 sm:block" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">{t(`listings.status-banner.${listing.status}`)}</p>
        {listing.status === 'suspended' && listing.suspendedReason && (
          <p className="mt-0.5">{t('listings.status-banner.reason', { reason: listing.suspendedReason })}</p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        {listing.status === 'draft' && (
          <Button asChild size="sm" variant="outline">
            <LocaleLink to={stepPath(listing.id, stepToContinue(listing.missing))}>
              <Pencil className="size-4" aria-hidden="true" />
              {t('listings.status-banner.continue')}
            </LocaleLink>
          </Button>
        )}
        <Button asChild size="sm" variant="secondary">
          <LocaleLink to={`/dashboard/listings/${listing.id}`}>
            <Settings2 className="size-4" aria-hidden="true" />
            {t('listings.status-banner.manage')}
          </LocaleLink>
        </Button>
      </div>
    </div>
  );
}
