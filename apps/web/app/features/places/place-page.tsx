import { parseBody } from '@biclou/domain/seo-template';
import { ArrowRight, Bike, Map as MapIcon, Tag } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { buttonClasses } from '../../components/ui/button';
import { HydrateLater } from '../../components/hydrate-later';
import { Container } from '../../components/ui/container';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney } from '../../lib/money';
import { ListingCard } from '../../components/listing-card';
import { PlaceBreadcrumbs } from './place-breadcrumbs';
import { PlaceArt, PlaceMore } from './place-deferred';
import type { PlacePageView } from './place-view';

/**
 * `/place/{place}`: the H1, intro and body from the place's template (or its locale page), the
 * bikes of the place, nearby places and popular lists, and a way into the map search.
 */
export function PlacePage({ page }: { page: PlacePageView }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { place, seo } = page;
  const blocks = parseBody(seo.body);
  // A first paragraph is the intro under the H1; the rest reads below the bikes.
  const intro = blocks[0]?.type === 'p' ? blocks[0] : null;
  const rest = intro ? blocks.slice(1) : blocks;
  const searchTo = `/search?place=${encodeURIComponent(place.slug)}`;
  const kindLabel = t(`places.kind.${place.kind}`);

  return (
    <>
      <section className="relative overflow-hidden border-b border-neutral-200 bg-gradient-to-b from-primary-50 to-white dark:border-neutral-800 dark:from-primary-950/40 dark:to-neutral-950">
        <Container className="grid items-center gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0">
            <PlaceBreadcrumbs
              trail={
                page.breadcrumbs.length ? page.breadcrumbs : [{ slug: place.slug, name: place.name, kind: place.kind }]
              }
            />
            <p className="mt-6 text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-400">
              {place.parentName ? t('places.kind-in', { kind: kindLabel, parent: place.parentName }) : kindLabel}
            </p>
            <h1
              className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-balance text-neutral-900 sm:text-5xl dark:text-white"
              data-testid="place-h1"
            >
              {seo.h1}
            </h1>
            {intro && (
              <p
                className="mt-5 max-w-2xl text-lg leading-8 text-neutral-700 dark:text-neutral-300"
                data-testid="place-intro"
              >
                {intro.text}
              </p>
            )}
            <dl className="mt-6 flex flex-wrap gap-3">
              <div className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-900 dark:ring-neutral-800">
                <Bike className="size-4 text-primary-700 dark:text-primary-400" aria-hidden="true" />
                <dt className="sr-only">{t('places.stats.count-label')}</dt>
                <dd className="font-semibold text-neutral-900 dark:text-white">
                  {t('places.bikes', { count: seo.listingCount })}
                </dd>
              </div>
              {seo.minPriceCents !== null && (
                <div className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-900 dark:ring-neutral-800">
                  <Tag className="size-4 text-primary-700 dark:text-primary-400" aria-hidden="true" />
                  <dt className="sr-only">{t('places.stats.price-label')}</dt>
                  <dd className="font-semibold text-neutral-900 dark:text-white">
                    {t('places.stats.from', { price: formatMoney(seo.minPriceCents, seo.currency, locale) })}
                  </dd>
                </div>
              )}
            </dl>
            <LocaleLink
              to={searchTo}
              className="mt-8 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-primary-700 px-5 py-3 text-center text-base font-semibold text-white shadow-sm transition-colors hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 sm:w-auto dark:bg-primary-500 dark:text-primary-950 dark:hover:bg-primary-400"
              data-testid="place-search-link"
            >
              <MapIcon className="size-5 shrink-0" aria-hidden="true" />
              {t('places.see-on-map', { place: place.name })}
            </LocaleLink>
          </div>
          <PlaceArt />
        </Container>
      </section>

      <Container className="py-12 sm:py-16">
        <HydrateLater>
          <section aria-labelledby="place-listings-title">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2
                id="place-listings-title"
                className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white"
              >
                {t('places.listings-title', { place: place.name })}
              </h2>
              {page.listings.length > 0 && (
                <LocaleLink
                  to={searchTo}
                  className="inline-flex items-center gap-1 text-sm font-semibold text-primary-700 hover:underline dark:text-primary-400"
                >
                  {t('places.all-bikes')}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </LocaleLink>
              )}
            </div>
            {page.listings.length > 0 ? (
              <ul
                className="mt-6 grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
                data-testid="place-listings"
              >
                {page.listings.map((listing) => (
                  <li key={listing.id}>
                    <ListingCard variant="tile" listing={listing} />
                  </li>
                ))}
              </ul>
            ) : (
              <div
                className="mt-6 rounded-2xl border border-dashed border-neutral-300 px-6 py-10 text-center dark:border-neutral-700"
                data-testid="place-empty"
              >
                <Bike className="mx-auto size-10 text-neutral-400" aria-hidden="true" />
                <p className="mt-3 font-semibold text-neutral-900 dark:text-white">
                  {t('places.empty.title', { place: place.name })}
                </p>
                <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{t('places.empty.text')}</p>
                <div className="mt-5 flex flex-wrap justify-center gap-3">
                  <LocaleLink to={searchTo} className={buttonClasses('outline', 'md')}>
                    {t('places.empty.search')}
                  </LocaleLink>
                  <LocaleLink to="/listing/create" className={buttonClasses('secondary', 'md')}>
                    {t('places.empty.list')}
                  </LocaleLink>
                </div>
              </div>
            )}
          </section>
        </HydrateLater>

        <PlaceMore page={page} rest={rest} />
      </Container>
    </>
  );
}
