import type { CategoriesResponse } from '@biclou/contracts/catalog';
import type { SearchResponse } from '@biclou/contracts/search';
import { SearchPage } from '../features/search/search-page';
import { readSearchQuery, searchQueryString } from '../features/search/search-params';
import { API_BASE } from '../lib/constants';
import { pageUrl, serverRequest } from '../lib/server-api';
import type { Route } from './+types/search';

/**
 * /search (search layout). The URL is the whole search; the first page is rendered on the server
 * with the API answer for it, and every change of the URL asks again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readSearchQuery(pageUrl(request).searchParams);
  const [search, catalog] = await Promise.all([
    context.api.request('GET', `${API_BASE}/search${searchQueryString(query)}`),
    serverRequest<CategoriesResponse>(context.api, 'GET', '/categories'),
  ]);
  const ok = search.status === 200;
  const error = ok ? null : ((search.json as { error?: { message?: string } } | null)?.error?.message ?? 'Something went wrong.');
  return { query, search: ok ? (search.json as SearchResponse) : null, error, catalog: catalog.data };
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage query={loaderData.query} search={loaderData.search} error={loaderData.error} catalog={loaderData.catalog} />;
}
