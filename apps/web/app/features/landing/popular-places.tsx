import { Building2, Map as MapIcon, MapPin, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { Container } from '../../components/ui/container';
import type { PlaceLinkLists } from '../../lib/places/place-link';
import { SectionHeading } from './section-heading';

export type PopularPlacesData = PlaceLinkLists;

const COLUMNS: readonly { key: keyof PopularPlacesData; icon: LucideIcon }[] = [
  { key: 'cities', icon: MapPin },
  { key: 'departments', icon: Building2 },
  { key: 'regions', icon: MapIcon },
];

/** Cities, departments and regions with the most live listings, linking to their place pages. */
export function PopularPlaces({ places }: { places: PopularPlacesData }) {
  const { t } = useTranslation();
  return (
    <section
      className="bg-neutral-50 py-16 sm:py-24 dark:bg-neutral-900/50"
      aria-labelledby="popular-title"
      data-testid="popular-places"
    >
      <Container>
        <SectionHeading
          id="popular-title"
          eyebrow={t('landing.popular.eyebrow')}
          title={t('landing.popular.title')}
          text={t('landing.popular.text')}
        />
        <div className="mt-10 grid gap-4 md:grid-cols-3">
          {COLUMNS.filter(({ key }) => places[key].length > 0).map(({ key, icon: Icon }) => (
            <div
              key={key}
              className="rounded-2xl border border-neutral-200 bg-white p-6 dark:border-neutral-800 dark:bg-neutral-900"
            >
              <h3 className="flex items-center gap-2 text-lg font-semibold text-neutral-900 dark:text-white">
                <Icon className="size-5 text-primary-700 dark:text-primary-400" aria-hidden="true" />
                {t(`landing.popular.${key}`)}
              </h3>
              <ul className="mt-3 divide-y divide-neutral-100 dark:divide-neutral-800">
                {places[key].map((place, i) => (
                  <li key={place.slug} className={i >= 5 ? 'hidden md:block' : undefined}>
                    <LocaleLink
                      to={`/place/${place.slug}`}
                      className="flex min-h-11 items-center justify-between gap-3 py-2 text-sm hover:text-primary-800 dark:hover:text-primary-300"
                    >
                      <span className="min-w-0 truncate font-medium text-neutral-800 dark:text-neutral-200">
                        {place.name}
                      </span>
                      <span className="shrink-0 text-neutral-600 dark:text-neutral-400">
                        {t('landing.popular.bikes', { count: place.listingCount })}
                      </span>
                    </LocaleLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
