import { Settings2 } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../../components/locale-link';
import { Button } from '../../../components/ui/button';

/** Where a renter would book: the owner of the listing is told why they cannot, and where to manage it instead. */
export function OwnListingNotice({ listingId, className }: { listingId: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={`rounded-xl bg-neutral-50 p-4 text-sm text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300 ${className ?? ''}`}
      data-testid="own-listing"
    >
      <p className="font-semibold text-neutral-900 dark:text-white">{t('listings.own.title')}</p>
      <p className="mt-1">{t('listings.own.text')}</p>
      <Button asChild size="md" variant="secondary" className="mt-3 w-full">
        <LocaleLink to={`/dashboard/listings/${listingId}`}>
          <Settings2 className="size-4" aria-hidden="true" />
          {t('listings.own.manage')}
        </LocaleLink>
      </Button>
    </div>
  );
}
