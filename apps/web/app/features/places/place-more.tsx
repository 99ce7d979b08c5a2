import type { parseBody } from '@biclou/domain/seo-template';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { CityBikeScene } from '../../components/brand/illustrations';
import { HydrateLater } from '../../components/hydrate-later';
import { SeoBody } from '../../components/seo-body';
import { PlaceLinkColumns } from '../../components/place-link-columns';
import { NearbyPlaces } from './place-links';
import type { PlacePageView } from './place-view';

/** The place page's decorative picture, beside the H1 (hidden from assistive technologies). */
export function PlaceArt() {
  return (
    <div
      aria-hidden="true"
      className="relative hidden overflow-hidden rounded-[2rem] bg-gradient-to-br from-primary-500 via-primary-600 to-primary-800 p-8 shadow-xl shadow-primary-900/20 lg:block"
    >
      <CityBikeScene />
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
            <PlaceLinkColumns lists={page.popular} limit={8} testId="popular-lists" />
          </div>
        </section>
      )}
    </HydrateLater>
  );
}
