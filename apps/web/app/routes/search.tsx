import type { CategoriesResponse } from '@biclou/contracts/catalog';
import type { SearchResponse } from '@biclou/contracts/search';
import { SearchPage } from '../features/search/search-page';
import { searchPlaceTitle } from '../features/places/search-title';
import { readSearchQuery, searchQueryString } from '../features/search/search-params';
import { API_BASE } from '../lib/constants';
import { serverCatalogue } from '../lib/i18n/catalogues.server';
import { localeFromPath } from '../lib/i18n/locales';
import { pageUrl, serverRequest } from '../lib/server-api';
import type { Route } from './+types/search';

/**
 * /search (search layout). The URL is the whole search; the first page is rendered on the server
 * with the API answer for it, and every change of the URL asks again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const query = readSearchQuery(url.searchParams);
  const [search, catalog] = await Promise.all([
    context.api.request('GET', `${API_BASE}/search${searchQueryString(query)}`),
    serverRequest<CategoriesResponse>(context.api, 'GET', '/categories'),
  ]);
  const ok = search.status === 200;
  const error = ok ? null : ((search.json as { error?: { message?: string } } | null)?.error?.message ?? 'Something went wrong.');
  const found = ok ? (search.json as SearchResponse) : null;
  // A search in a place is named after it ("Bikes in Lyon - Biclou"); the canonical stays the route's.
  const title = searchPlaceTitle(found?.place, serverCatalogue(localeFromPath(url.pathname)));
  return { query, search: found, error, catalog: catalog.data, head: title ? { title } : undefined };
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage query={loaderData.query} search={loaderData.search} error={loaderData.error} catalog={loaderData.catalog} />;
}
