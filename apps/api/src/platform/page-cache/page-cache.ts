import { Redis } from 'ioredis';
import type { Clock } from '../clock';
import { decodeEntry, encodeEntry, readyEntry, type ReadyEntry, type StoredEntry } from './page-entry';

/**
 * The shared cache of anonymous pages and public API reads (docs/decisions.md "Page cache"). One
 * generation number says what is current: every change a visitor could see (any successful write
 * through the API, a job run that changed something) bumps it, and an entry belongs to the
 * generation it was made in. With Redis (REDIS_URL) the number and the entries are shared: each
 * lookup reads the number there (one round trip), so a change made through any instance is seen
 * by the next request on every instance; the entries of the current generation are kept in a
 * memory front too, so a hit reads no body from Redis. Without Redis, all of it is in memory.
 */
export interface PageCache {
  readonly kind: 'off' | 'memory' | 'redis';
  /** Seconds an entry lives (PAGE_CACHE_TTL_S); 0 when off. */
  readonly ttlS: number;
  /** The current entry under `key`, or null. */
  get(key: string): Promise<ReadyEntry | null>;
  /** Keeps `entry` under `key` for the current generation, unless a change came since `generation`. */
  set(key: string, entry: StoredEntry, generation: number): Promise<ReadyEntry>;
  /** The current generation (read before rendering; passed back to `set`). */
  generation(): Promise<number>;
  /** Drops every entry, on every instance: call after a change is committed. */
  invalidate(): Promise<void>;
  /** `listener` runs whenever this instance learns of a change (its own, or another instance's). */
  onInvalidate(listener: () => void): () => void;
  close?(): Promise<void>;
}

interface PageCacheOptions {
  ttlS: number;
  maxEntries: number;
  clock?: Pick<Clock, 'now'>;
  redisUrl?: string;
  /** Namespace of the Redis keys. */
  prefix?: string;
}

/** Entries past this size are not kept (a page is ~100 kB). */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

export function createPageCache(options: PageCacheOptions): PageCache {
  if (options.ttlS <= 0) return offCache;
  return options.redisUrl ? redisPageCache(options, options.redisUrl) : memoryPageCache(options);
}

const offCache: PageCache = {
  kind: 'off',
  ttlS: 0,
  get: async () => null,
  set: async (_key, entry) => readyEntry(entry, 0),
  generation: async () => 0,
  invalidate: async () => {},
  onInvalidate: () => () => {},
};

/** The per-instance part: entries of one generation, bounded, expiring; listeners of changes. */
function memoryFront(options: PageCacheOptions) {
  const now = () => (options.clock ? options.clock.now().getTime() : Date.now());
  const entries = new Map<string, ReadyEntry>();
  const listeners = new Set<() => void>();
  let generation = 0;
  return {
    now,
    get generation() {
      return generation;
    },
    /** Moves to `next` (a change happened): everything kept is dropped, listeners are told. */
    advance(next: number) {
      if (next === generation) return;
      generation = next;
      entries.clear();
      for (const listener of listeners) listener();
    },
    read(key: string): ReadyEntry | null {
      const hit = entries.get(key);
      if (!hit) return null;
      if (hit.expiresAt <= now()) {
        entries.delete(key);
        return null;
      }
      return hit;
    },
    keep(key: string, entry: ReadyEntry) {
      entries.delete(key);
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
    },
    listen(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

function memoryPageCache(options: PageCacheOptions): PageCache {
  const front = memoryFront(options);
  const ttlMs = options.ttlS * 1000;
  return {
    kind: 'memory',
    ttlS: options.ttlS,
    get: async (key) => front.read(key),
    async set(key, entry, generation) {
      const ready = readyEntry(entry, front.now() + ttlMs);
      if (generation === front.generation && entry.body.length <= MAX_ENTRY_BYTES) front.keep(key, ready);
      return ready;
    },
    generation: async () => front.generation,
    async invalidate() {
      front.advance(front.generation + 1);
    },
    onInvalidate: (listener) => front.listen(listener),
  };
}

function redisPageCache(options: PageCacheOptions, url: string): PageCache {
  const front = memoryFront(options);
  const ttlMs = options.ttlS * 1000;
  const prefix = options.prefix ?? 'biclou:pc:';
  const genKey = `${prefix}gen`;
  const entryKey = (generation: number, key: string) => `${prefix}${generation}:${key}`;
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
  /** The shared generation; this instance's front follows it. */
  const current = async () => {
    const generation = Number((await redis.get(genKey)) ?? 0);
    front.advance(generation);
    return generation;
  };
  return {
    kind: 'redis',
    ttlS: options.ttlS,
    async get(key) {
      const generation = await current();
      const kept = front.read(key);
      if (kept) return kept;
      const raw = await redis.getBuffer(entryKey(generation, key));
      const stored = raw && decodeEntry(raw);
      if (!stored) return null;
      const ttl = await redis.pttl(entryKey(generation, key));
      if (ttl <= 0) return null;
      const ready = readyEntry(stored, front.now() + ttl);
      if (front.generation === generation) front.keep(key, ready);
      return ready;
    },
    async set(key, entry, generation) {
      const ready = readyEntry(entry, front.now() + ttlMs);
      if (entry.body.length > MAX_ENTRY_BYTES) return ready;
      // Kept only if no change came while it was rendered: a page rendered before a change must not
      // be filed under the generation after it.
      const now = await current();
      if (now !== generation) return ready;
      await redis.set(entryKey(generation, key), encodeEntry(entry), 'PX', ttlMs);
      if (front.generation === generation) front.keep(key, ready);
      return ready;
    },
    generation: current,
    async invalidate() {
      front.advance(await redis.incr(genKey));
    },
    onInvalidate: (listener) => front.listen(listener),
    async close() {
      await redis.quit();
    },
  };
}
