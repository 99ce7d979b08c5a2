import { SearchQuerySchema, type SimilarListingsResponse } from '@biclou/contracts/search';
import { areaAround, areaParam } from '@biclou/domain/area-around';
import type { Deps } from '../../platform/deps';
import { listingNotFound } from '../listings';
import { searchListings } from './search-listings';
import { findListingReference } from './similar-repository';

/** How far around the listing's public point "nearby" reaches. */
const SIMILAR_RADIUS_M = 25_000;
/** As many as one row of cards on a desktop. */
const SIMILAR_LIMIT = 4;

type Rates = () => Promise<{ serviceFeeRateBp: number; commissionRateBp: number }>;

/**
 * Bikes to offer instead of a listing (its page when it is no longer available): the search
 * itself, with the query string the "see more" link opens (its public point's area, its category),
 * so the page and the link agree. None of its category nearby: any bike nearby. A listing that was
 * never public (a draft, deleted or not) is a 404 like its page: whether it exists is nobody's business.
 */
export async function similarListings(
  deps: Pick<Deps, 'db' | 'clock'>,
  listingId: string,
  loadRates: Rates,
): Promise<SimilarListingsResponse> {
  const ref = await findListingReference(deps.db, listingId);
  if (!ref?.published) throw listingNotFound();
  const located = ref.approx_lat !== null && ref.approx_lng !== null;
  const center = { lat: Number(ref.approx_lat), lng: Number(ref.approx_lng) };
  const bounds = located ? areaParam(areaAround(center, SIMILAR_RADIUS_M)) : null;
  const find = async (category: string | null) => {
    const query = SearchQuerySchema.parse({
      ...(bounds ? { bounds } : {}),
      ...(category ? { category } : {}),
      limit: String(SIMILAR_LIMIT),
      count: 'false',
    });
    return (await searchListings(deps, query, loadRates, { excludeId: listingId })).results;
  };

  const category = ref.category_slug;
  const sameCategory = category ? await find(category) : [];
  // Without a point, "nearby" means nothing: its category anywhere is all there is to offer.
  const nearby = sameCategory.length === 0 && bounds ? await find(null) : [];
  const match = sameCategory.length > 0 || !bounds ? 'category' : 'nearby';
  return {
    listing: {
      city: ref.city,
      category:
        category !== null
          ? { slug: category, nameEn: ref.category_name_en ?? '', nameFr: ref.category_name_fr ?? '' }
          : null,
    },
    match,
    results: match === 'category' ? sameCategory : nearby,
    search: { bounds, category: match === 'category' ? category : null },
  };
}
