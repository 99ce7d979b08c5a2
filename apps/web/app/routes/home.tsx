import * as endpoints from '@biclou/contracts/endpoints';
import { Hero } from '../features/landing/hero';
import { toResultCard } from '../components/result-card-data';
import { BelowFold } from '../features/landing/landing-deferred';
import { toPlaceLinkLists } from '../lib/places/place-link';
import { serverCall } from '../lib/server-api';
import type { Route } from './+types/home';

const POPULAR_LIMIT = 8;
const FEATURED_LIMIT = 8;

/**
 * The landing page, rendered on the server with the popular places and a few live bikes. Either
 * list failing leaves its section out (or the static country list), never the page. The bikes are
 * the search's first FEATURED_LIMIT (newest first), uncounted, and the three popular lists come in
 * one call; only what the cards and lists show goes into the page's data (components/result-card-data.ts).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [popular, featured] = await Promise.all([
    serverCall(context.api, endpoints.popularPlaceLists, { query: { limit: POPULAR_LIMIT } }).then((r) =>
      toPlaceLinkLists(r.data ?? { cities: [], departments: [], regions: [] }),
    ),
    serverCall(context.api, endpoints.search, { query: { limit: String(FEATURED_LIMIT), count: 'false' } }).then(
      (r) => r.data?.results ?? [],
    ),
  ]);
  return {
    popular,
    // Live listings have a photo (the last one cannot be deleted): the filter is a guard.
    featured: featured.filter((l) => l.cover).map(toResultCard),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { popular, featured } = loaderData;
  return (
    <>
      <Hero />
      <BelowFold popular={popular} featured={featured} />
    </>
  );
}
