import { Building2, Map as MapIcon, MapPin, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import type { PlaceLink, PlaceLinkLists } from '../../lib/places/place-link';

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

export type PopularLists = PlaceLinkLists;

const COLUMNS: readonly { key: keyof PopularLists; icon: LucideIcon }[] = [
  { key: 'cities', icon: MapPin },
  { key: 'departments', icon: Building2 },
  { key: 'regions', icon: MapIcon },
];

/** The popular cities, departments and regions (most live listings first). */
export function PopularPlaceLists({ lists }: { lists: PopularLists }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 md:grid-cols-3" data-testid="popular-lists">
      {COLUMNS.filter(({ key }) => lists[key].length > 0).map(({ key, icon: Icon }) => (
        <div
          key={key}
          className="rounded-2xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900"
        >
          <h3 className="flex items-center gap-2 font-semibold text-neutral-900 dark:text-white">
            <Icon className="size-5 text-primary-700 dark:text-primary-400" aria-hidden="true" />
            {t(`places.popular.${key}`)}
          </h3>
          <ul className="mt-2 divide-y divide-neutral-100 dark:divide-neutral-800">
            {lists[key].slice(0, 8).map((place) => (
              <li key={place.slug}>
                <LocaleLink
                  to={`/place/${place.slug}`}
                  className="flex min-h-11 items-center justify-between gap-3 py-2 text-sm hover:text-primary-800 dark:hover:text-primary-300"
                >
                  <span className="min-w-0 truncate font-medium text-neutral-800 dark:text-neutral-200">
                    {place.name}
                  </span>
                  <span className="shrink-0 text-neutral-600 dark:text-neutral-400">
                    {t('places.bikes', { count: place.listingCount })}
                  </span>
                </LocaleLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
