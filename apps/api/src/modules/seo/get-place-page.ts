import { PLACE_PAGE_LISTINGS, type PlacePage } from '@biclou/contracts/seo';
import type { SeoLocale } from '@biclou/domain/seo-template';
import type { DbOrTx } from '@biclou/db/client';
import { AppError } from '../../platform/http/app-error';
import { listingCardsOf } from './place-listings-repository';
import type { PlaceSource } from './place-source';
import { breadcrumbsOf, placeIdOf, renderPlaceSeo } from './render-place-seo';

export const PLACE_NOT_FOUND = 'Place not found';
const POPULAR_LIMIT = 12;
const NEARBY_LIMIT = 8;

/** GET /place-pages/:slug: everything `/place/{place}` shows, rendered in the visitor's locale. */
export async function getPlacePage(
  db: DbOrTx,
  source: PlaceSource,
  slug: string,
  locale: SeoLocale,
): Promise<{ page: PlacePage }> {
  const [place, placeId] = await Promise.all([source.detail(slug), placeIdOf(db, slug)]);
  if (!place || !placeId) throw AppError.notFound(PLACE_NOT_FOUND);
  const [seo, listings, nearby, cities, departments, regions, breadcrumbs] = await Promise.all([
    renderPlaceSeo(db, { id: placeId, name: place.name, kind: place.kind, bounds: place.bounds }, locale),
    listingCardsOf(
      db,
      { id: placeId, listingCount: place.listingCount, bounds: place.bounds },
      place,
      PLACE_PAGE_LISTINGS,
    ),
    source.nearby(slug, NEARBY_LIMIT),
    source.popular('city', POPULAR_LIMIT),
    source.popular('department', POPULAR_LIMIT),
    source.popular('region', POPULAR_LIMIT),
    breadcrumbsOf(db, placeId),
  ]);
  return {
    page: {
      place,
      locale,
      seo,
      listings,
      nearby: nearby.filter((p) => p.slug !== slug),
      popular: { cities, departments, regions },
      breadcrumbs,
    },
  };
}
