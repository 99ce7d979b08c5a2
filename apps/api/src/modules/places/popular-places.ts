import type { PlaceSummary } from '@biclou/contracts/places';
import type { Deps } from '../../platform/deps';
import { createTtlCache } from '../../platform/cache/ttl-cache';
import { popularPlaces } from './place-repository';

/**
 * Every landing and place page shows the three popular lists; they follow the live listing counts,
 * which change slowly. Each process keeps them this long (a list up to a minute old is fine), and
 * a change the page cache learns of (any write) empties them at once.
 */
export const POPULAR_PLACES_TTL_MS = 60_000;

export type PopularKind = 'city' | 'department' | 'region';
export interface PopularLists {
  cities: PlaceSummary[];
  departments: PlaceSummary[];
  regions: PlaceSummary[];
}

export interface PopularPlaces {
  /** Places of that kind with the most live listings, biggest first. */
  list(kind: PopularKind, limit: number): Promise<PlaceSummary[]>;
  /** The three lists at once (the place page: one call, no request in process). */
  lists(limit: number): Promise<PopularLists>;
}

type PopularDeps = Pick<Deps, 'db' | 'clock' | 'metrics' | 'pageCache'>;

/**
 * One cache per database and page cache, that is per app: GET /places/popular (the landing) and
 * the place page (seo module) read the same lists, so both pages agree and a miss is read once.
 * The page cache is part of the key because its invalidation is what empties the lists.
 */
const perApp = new WeakMap<PopularDeps['db'], WeakMap<PopularDeps['pageCache'], PopularPlaces>>();

/** The app's popular lists, read through its TTL cache. */
export function popularPlacesOf(deps: PopularDeps): PopularPlaces {
  let byPageCache = perApp.get(deps.db);
  if (!byPageCache) {
    byPageCache = new WeakMap();
    perApp.set(deps.db, byPageCache);
  }
  let popular = byPageCache.get(deps.pageCache);
  if (!popular) {
    popular = createPopularPlaces(deps);
    byPageCache.set(deps.pageCache, popular);
  }
  return popular;
}

function createPopularPlaces(deps: PopularDeps): PopularPlaces {
  const cache = createTtlCache<PlaceSummary[]>({
    ttlMs: POPULAR_PLACES_TTL_MS,
    clock: deps.clock,
    metrics: { name: 'popular-places', lookups: deps.metrics.cacheLookups },
  });
  // A listing paused or put online changes the counts: a change the page cache learns of empties this one too.
  deps.pageCache.onInvalidate(() => cache.invalidate());
  const list = (kind: PopularKind, limit: number) =>
    cache.get(`${kind}:${limit}`, () => popularPlaces(deps.db, kind, limit));
  return {
    list,
    async lists(limit) {
      const [cities, departments, regions] = await Promise.all([
        list('city', limit),
        list('department', limit),
        list('region', limit),
      ]);
      return { cities, departments, regions };
    },
  };
}
