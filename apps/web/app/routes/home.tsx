import * as endpoints from '@biclou/contracts/endpoints';
import { Hero } from '../features/landing/hero';
import { BelowFold } from '../features/landing/landing-deferred';
import { serverCall } from '../lib/server-api';
import type { Route } from './+types/home';

const POPULAR_LIMIT = 8;
const FEATURED_LIMIT = 8;

/**
 * The landing page, rendered on the server with the popular places and a few live bikes. Either
 * list failing leaves its section out (or the static country list), never the page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const popular = (kind: 'city' | 'department' | 'region') =>
    serverCall(context.api, endpoints.popularPlaces, { query: { kind, limit: POPULAR_LIMIT } }).then(
      (r) => r.data?.places ?? [],
    );
  const [cities, departments, regions, featured] = await Promise.all([
    popular('city'),
    popular('department'),
    popular('region'),
    serverCall(context.api, endpoints.search).then((r) => r.data?.results ?? []),
  ]);
  return {
    popular: { cities, departments, regions },
    featured: featured.filter((l) => l.cover).slice(0, FEATURED_LIMIT),
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
