import * as endpoints from '@biclou/contracts/endpoints';
import type { SimilarListingsResponse } from '@biclou/contracts/search';
import { toResultCard } from '../../../components/result-card-data';
import { serverCall, type ServerApi } from '../../../lib/server-api';
import type { UnavailableListing } from './listing-unavailable';

/** `/search?bounds=…&category=…`: the search that shows the similar bikes and more. */
function similarSearchPath(search: SimilarListingsResponse['search']): string {
  const params = new URLSearchParams();
  if (search.bounds) params.set('bounds', search.bounds);
  if (search.category) params.set('category', search.category);
  const qs = params.toString();
  return qs ? `/search?${qs}` : '/search';
}

/**
 * A listing the visitor may not see (the API's 404 or 410): when it has been public, what its
 * page says instead (GET /listings/:id/similar); null for an id that never was a public listing,
 * whose page stays the plain "not found".
 */
export async function loadUnavailableListing(
  api: ServerApi,
  listingId: string,
  status: 404 | 410,
): Promise<UnavailableListing | null> {
  const res = await serverCall(api, endpoints.similarListings, { params: { listingId } });
  if (!res.data) return null;
  const { listing, match, results, search } = res.data;
  return {
    id: listingId,
    status,
    city: listing.city,
    category: listing.category && { nameEn: listing.category.nameEn, nameFr: listing.category.nameFr },
    match,
    similar: results.map(toResultCard),
    searchPath: similarSearchPath(search),
  };
}
