import type { PublicListingSummary } from '@biclou/contracts/listings';
import { Bike, MapPin, Zap } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { imageSrcSet } from '../../lib/images/image-src-set';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney } from '../../lib/money';
import { localName } from './local-name';

/** A live listing as a card: cover, title, category, city, price per day. */
export function ListingCard({ listing }: { listing: PublicListingSummary }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <LocaleLink to={`/listing/${listing.id}`} className="group block rounded-2xl focus-visible:outline-offset-4" data-testid="listing-card">
      <div className="relative overflow-hidden rounded-2xl bg-neutral-100 dark:bg-neutral-900">
        {listing.coverKey ? (
          <img
            {...imageSrcSet(listing.coverKey, { aspect: 4 / 3, sizes: '(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw', maxWidth: 640 })}
            alt=""
            className="aspect-[4/3] w-full object-cover transition duration-300 group-hover:scale-[1.03]"
            loading="lazy"
          />
        ) : (
          <div className="grid aspect-[4/3] place-items-center text-neutral-400">
            <Bike className="size-10" aria-hidden="true" />
          </div>
        )}
        {listing.isElec && (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-lime-800 shadow-sm dark:bg-neutral-900/95 dark:text-lime-300">
            <Zap className="size-3 fill-current" aria-hidden="true" />
            {t('listings.page.e-bike')}
          </span>
        )}
      </div>
      <div className="mt-3 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-neutral-900 group-hover:underline dark:text-white">{listing.title}</h3>
          <p className="mt-0.5 flex items-center gap-1 truncate text-sm text-neutral-500 dark:text-neutral-400">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            {listing.city} · {localName(listing.category, locale)}
          </p>
        </div>
        <p className="shrink-0 text-right">
          <span className="font-bold text-neutral-900 dark:text-white">{formatMoney(listing.pricePerDayCents, listing.currency, locale)}</span>
          <span className="block text-xs text-neutral-500 dark:text-neutral-400">{t('listings.preview.per-day')}</span>
        </p>
      </div>
    </LocaleLink>
  );
}
