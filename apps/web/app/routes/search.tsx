import * as endpoints from '@biclou/contracts/endpoints';
import { redirect } from 'react-router';
import { loadSearch } from '../features/search/load-search';
import { offeredCatalog } from '../features/search/offered-catalog';
import { SearchPage } from '../features/search/search-page';
import { searchPlaceTitle } from '../features/places/search-title';
import { readSearchQuery, searchQueryString } from '../features/search/search-params';
import { serverCatalogue } from '../lib/i18n/catalogues.server';
import { localeFromPath } from '../lib/i18n/locales';
import { pageUrl, serverAnswer, serverCall, type ServerApi } from '../lib/server-api';
import type { Route } from './+types/search';

/**
 * /search (search layout). The URL is the whole search; the first page is rendered on the server
 * with the API answer for it, and every change of the URL asks again. A parameter the API refuses
 * is left out with a notice, and a page past the last shows the last (load-search.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const link = readSearchQuery(url.searchParams);
  // The landing's form sent before its script ran (plain HTML): the place as typed, in `where`.
  const where = url.searchParams.get('where')?.trim();
  if (where !== undefined) {
    const typed = where && !link.place && !link.bounds ? await bestPlaceFor(context.api, where) : null;
    throw redirect(url.pathname + searchQueryString(typed ? { ...link, place: typed } : link));
  }
  const [loaded, catalog, listed] = await Promise.all([
    loadSearch((q) => serverAnswer(context.api, endpoints.search, { rawQuery: searchQueryString(q) }), link),
    serverCall(context.api, endpoints.getCategories),
    serverCall(context.api, endpoints.listedCategories),
  ]);
  // A search in a place is named after it ("Bikes in Lyon - Biclou"); the canonical stays the route's.
  const title = searchPlaceTitle(loaded.search?.place, serverCatalogue(localeFromPath(url.pathname)));
  return {
    ...loaded,
    catalog: offeredCatalog(catalog.data, listed.data, loaded.query),
    head: title ? { title } : undefined,
  };
}

/** The slug of the best match for a typed place (an exact name first), as the form resolves it. */
async function bestPlaceFor(api: ServerApi, text: string): Promise<string | null> {
  const res = await serverCall(api, endpoints.placeAutocomplete, { query: { q: text, limit: 1 } });
  return res.data?.places[0]?.slug ?? null;
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { query, search, error, notices, catalog } = loaderData;
  return <SearchPage query={query} search={search} error={error} notices={notices} catalog={catalog} />;
}
