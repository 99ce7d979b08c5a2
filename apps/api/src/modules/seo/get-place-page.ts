import { PLACE_PAGE_LISTINGS, type PlacePage } from '@biclou/contracts/seo';
import { templateKindOf, type SeoLocale } from '@biclou/domain/seo-template';
import type { DbOrTx } from '@biclou/db/client';
import { AppError } from '../../platform/http/app-error';
import { findPlaceBySlug, toSummary, type PopularPlaces } from '../places';
import { findPlacePageParts } from './place-page-repository';
import { toCard, toStats } from './place-listings-repository';
import { composePlaceSeo, toCrumb } from './render-place-seo';

const PLACE_NOT_FOUND = 'Place not found';
/** What the page shows of each popular list (place-links.tsx). */
export const PLACE_PAGE_POPULAR = 8;
const NEARBY_LIMIT = 8;
/** Six places at most in the trail (the place and five ancestors), as a guard against a cycle. */
const TRAIL_DEPTH = 5;

/**
 * GET /place-pages/:slug: everything `/place/{place}` shows, rendered in the visitor's locale. Two
 * queries: the place (the places module's), then the rest in one statement
 * (findPlacePageParts); the three popular lists in one call to the places module's 60-second
 * cache (no request in process).
 */
export async function getPlacePage(
  db: DbOrTx,
  popular: Pick<PopularPlaces, 'lists'>,
  slug: string,
  locale: SeoLocale,
): Promise<{ page: PlacePage }> {
  const found = await findPlaceBySlug(db, slug);
  if (!found) throw AppError.notFound(PLACE_NOT_FOUND);
  const { id, ...place } = found;
  const [parts, lists] = await Promise.all([
    findPlacePageParts(db, {
      scope: { id, listingCount: place.listingCount, bounds: place.bounds },
      centre: place,
      kind: templateKindOf(place.kind),
      locale,
      cards: PLACE_PAGE_LISTINGS,
      nearby: NEARBY_LIMIT,
      trailDepth: TRAIL_DEPTH,
    }),
    popular.lists(PLACE_PAGE_POPULAR),
  ]);
  const seo = composePlaceSeo(place, locale, {
    saved: parts.template,
    localePage: parts.localePage,
    stats: toStats(parts.stats ?? undefined),
  });
  return {
    page: {
      place,
      locale,
      seo,
      listings: parts.cards.map(toCard),
      nearby: parts.nearby.map(toSummary).filter((p) => p.slug !== slug),
      popular: lists,
      breadcrumbs: parts.trail.map(toCrumb),
    },
  };
}
