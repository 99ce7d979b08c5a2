import type { parseBody } from '@biclou/domain/seo-template';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { CityBikeIllustration } from '../../components/brand/illustrations';
import { HydrateLater } from '../../components/hydrate-later';
import { SeoBody } from '../../components/seo-body';
import { NearbyPlaces, PopularPlaceLists } from './place-links';
import type { PlacePageView } from './place-view';

/** The place page's decorative picture, beside the H1 (hidden from assistive technologies). */
export function PlaceArt() {
  return (
    <div
      aria-hidden="true"
      className="relative hidden overflow-hidden rounded-[2rem] bg-gradient-to-br from-primary-500 via-primary-600 to-primary-800 p-8 shadow-xl shadow-primary-900/20 lg:block"
    >
      <svg className="absolute inset-0 h-full w-full" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">
        <circle cx="320" cy="70" r="30" fill="#fde68a" opacity="0.9" />
        <circle cx="320" cy="70" r="46" fill="#fde68a" opacity="0.15" />
        <path d="M0 200 C 70 170, 140 215, 220 190 S 350 150, 400 170 V300 H0 Z" fill="#ffffff" opacity="0.12" />
        <path d="M0 235 C 90 215, 170 250, 260 228 S 360 215, 400 225 V300 H0 Z" fill="#ffffff" opacity="0.14" />
      </svg>
      <CityBikeIllustration className="relative w-full" />
    </div>
  );
}

/** The place page under its bikes: the rest of the template's text, nearby places, popular lists. */
export function PlaceMore({ page, rest }: { page: PlacePageView; rest: ReturnType<typeof parseBody> }) {
  const { t } = useTranslation();
  const { place } = page;
  return (
    <HydrateLater>
      {rest.length > 0 && (
        <section className="mt-16 max-w-3xl" aria-label={t('places.about', { place: place.name })}>
          <SeoBody blocks={rest} />
        </section>
      )}

      {page.nearby.length > 0 && (
        <section className="mt-16" aria-labelledby="nearby-title">
          <h2 id="nearby-title" className="text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
            {t('places.nearby-title', { place: place.name })}
          </h2>
          <div className="mt-4">
            <NearbyPlaces places={page.nearby} />
          </div>
        </section>
      )}

      {(page.popular.cities.length > 0 || page.popular.departments.length > 0 || page.popular.regions.length > 0) && (
        <section className="mt-16" aria-labelledby="popular-title">
          <h2 id="popular-title" className="text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
            {t('places.popular.title')}
          </h2>
          <div className="mt-4">
            <PopularPlaceLists lists={page.popular} />
          </div>
        </section>
      )}
    </HydrateLater>
  );
}
