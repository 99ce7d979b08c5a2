import { MapPin, Zap } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Badge } from '../../../components/ui/badge';
import { useLocale } from '../../../lib/i18n/use-locale';
import { categoryIcon } from '../category-icon';
import { localName } from '../../../lib/i18n/local-name';
import type { ListingDisplay } from './listing-display';

/** Title (brand and model), category, size, the e-bike and instant booking badges, and the city. */
export function ListingSummary({ listing }: { listing: ListingDisplay }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const Icon = categoryIcon(listing.category?.slug ?? '');
  return (
    <header>
      <div className="flex flex-wrap items-center gap-2">
        {listing.category && (
          <Badge color="neutral">
            <Icon className="size-3.5" aria-hidden="true" />
            {localName(listing.category, locale)}
            {listing.subCategory && ` · ${localName(listing.subCategory, locale)}`}
          </Badge>
        )}
        {listing.isElec && (
          <Badge
            color="success"
            className="bg-lime-50 text-lime-800 ring-lime-600/25 dark:bg-lime-950 dark:text-lime-300"
          >
            <Zap className="size-3.5 fill-current" aria-hidden="true" />
            {t('listings.page.e-bike')}
          </Badge>
        )}
        {listing.instantBooking && (
          <Badge color="warning" data-testid="instant-badge">
            <Zap className="size-3.5" aria-hidden="true" />
            {t('listings.instant.badge')}
          </Badge>
        )}
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl dark:text-white">
        {listing.title || t('listings.page.untitled')}
      </h1>
      {listing.city && (
        <p className="mt-2 flex items-center gap-1.5 text-neutral-600 dark:text-neutral-400">
          <MapPin className="size-4 text-primary-600 dark:text-primary-400" aria-hidden="true" />
          {listing.city}
          {listing.country && `, ${t(`countries.${listing.country}`)}`}
        </p>
      )}
    </header>
  );
}
