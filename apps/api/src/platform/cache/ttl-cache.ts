import type { Clock } from '../clock';
import type { Metrics } from '../metrics/metrics';

/**
 * A per-process read-through cache with a time to live, for data read on every page and changed
 * rarely (the public settings, the popular places). An entry is served while it is younger than
 * `ttlMs` by `clock` (the deps clock, so tests and time travel move it); concurrent misses for a
 * key share one load (no stampede); a failed load is not kept, every waiter sees the error.
 *
 * Nothing is shared between processes: with several instances each has its own copy, so a change
 * shows everywhere within the TTL at worst. `invalidate` makes it immediate on this instance only,
 * and a load started before it is neither kept nor handed to later callers.
 */
interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** Forgets one key, or every key. */
  invalidate(key?: string): void;
}

export function createTtlCache<V>(options: {
  ttlMs: number;
  clock: Clock;
  maxEntries?: number;
  /** Counts hits and misses under this cache name (GET /metrics). */
  metrics?: { name: string; lookups: Pick<Metrics['cacheLookups'], 'inc'> };
}): TtlCache<V> {
  const { ttlMs, clock, maxEntries = 1000, metrics } = options;
  const count = (result: 'hit' | 'miss') => metrics?.lookups.inc({ cache: metrics.name, result });
  const entries = new Map<string, { value: V; at: number }>();
  const pending = new Map<string, Promise<V>>();
  let generation = 0;

  return {
    get(key, load) {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      // A clock moved back (time travel reset) does not make an old entry fresh for longer.
      if (hit && now - hit.at >= 0 && now - hit.at < ttlMs) {
        count('hit');
        return Promise.resolve(hit.value);
      }
      count('miss');
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const startedIn = generation;
      const promise = load()
        .then((value) => {
          if (startedIn === generation) {
            entries.delete(key);
            if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
            entries.set(key, { value, at: clock.now().getTime() });
          }
          return value;
        })
        .finally(() => {
          if (pending.get(key) === promise) pending.delete(key);
        });
      pending.set(key, promise);
      return promise;
    },
    invalidate(key) {
      generation += 1;
      if (key === undefined) {
        entries.clear();
        pending.clear();
      } else {
        entries.delete(key);
        pending.delete(key);
      }
    },
  };
}
