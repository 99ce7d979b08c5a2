import { MapPin } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import type { PlaceLink } from '../../lib/places/place-link';

/** Nearby places as chips: name and how many bikes. */
export function NearbyPlaces({ places }: { places: PlaceLink[] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2" data-testid="nearby-places">
      {places.map((place) => (
        <li key={place.slug}>
          <LocaleLink
            to={`/place/${place.slug}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-neutral-200 bg-white px-4 text-sm font-medium text-neutral-800 transition-colors hover:border-primary-300 hover:bg-primary-50 dark:border-neutral-800 dark:bg-neutral-900 dark:text-neutral-200 dark:hover:border-primary-800 dark:hover:bg-primary-950"
          >
            <MapPin className="size-4 text-primary-700 dark:text-primary-400" aria-hidden="true" />
            {place.name}
            <span className="text-neutral-500 dark:text-neutral-400">
              {t('places.bikes', { count: place.listingCount })}
            </span>
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}
