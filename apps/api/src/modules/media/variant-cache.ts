import type { Db } from '@biclou/db/client';
import type { Clock } from '../../platform/clock';
import type { Metrics } from '../../platform/metrics/metrics';
import { IMAGE_CONTENT_TYPES } from './image-modifiers';
import { variantName, type VariantStore } from './media-storage';
import { evictVariants, forgetVariantsOf, touchVariant, variantBytes } from './media-repository';

/** A served variant moves forward in the LRU order at most this often (one write a minute, whatever the traffic). */
export const TOUCH_EVERY_MS = 60_000;
/** Past the cap, eviction frees down to this share of it, so it runs now and then rather than after every write. */
const EVICT_DOWN_TO = 0.9;

interface VariantCacheOptions {
  /** Where the variant objects are (`.cache/` of the media store: disk or bucket). */
  store: VariantStore;
  /** The shared index (media_variants): sizes and last use, read by every instance. */
  db: Db;
  clock: Clock;
  /** MEDIA_CACHE_MAX_MB in bytes. */
  capBytes: number;
  metrics?: Pick<Metrics, 'cacheLookups'>;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * The image proxy's variant cache (docs/decisions.md "Media: variant cache cap"): objects in the
 * media store, an index in PostgreSQL with each variant's size and last use. A hit touches the
 * index at most once a minute per variant (`TOUCH_EVERY_MS`, remembered per process and enforced
 * again in SQL); a write adds the row and, past the cap, evicts the least recently used variants of
 * every instance down to 90 % of it. Concurrent requests for one missing variant share one render.
 */
export function createVariantCache({ store, db, clock, capBytes, metrics, log }: VariantCacheOptions) {
  const inFlight = new Map<string, Promise<Buffer>>();
  const touchedAt = new Map<string, number>();
  const warn = (err: unknown, msg: string) => log?.warn({ err }, msg);

  async function touch(name: string, sourceKey: string, bytes: number) {
    const now = clock.now();
    const last = touchedAt.get(name);
    if (last !== undefined && now.getTime() - last < TOUCH_EVERY_MS) return;
    if (touchedAt.size > 50_000) touchedAt.clear();
    touchedAt.set(name, now.getTime());
    await touchVariant(db, { name, sourceKey, bytes }, now, TOUCH_EVERY_MS);
  }

  /** Evicts when the cache is over its cap; returns the names evicted (objects deleted too). */
  async function evict(): Promise<string[]> {
    if ((await variantBytes(db)) <= capBytes) return [];
    const victims = await evictVariants(db, Math.floor(capBytes * EVICT_DOWN_TO));
    for (const name of victims) touchedAt.delete(name);
    // The rows are gone: a failed delete leaves an orphan object that the next hit indexes again.
    await Promise.all(victims.map((name) => store.delete(name).catch((err) => warn(err, 'variant eviction failed'))));
    return victims;
  }

  return {
    /** The cached bytes, or renders them once (concurrent requests share one render) and caches them. */
    async getOrRender(key: string, variant: string, render: () => Promise<Buffer>): Promise<Buffer> {
      const name = variantName(key, variant);
      const cached = await store.get(name);
      if (cached) {
        metrics?.cacheLookups.inc({ cache: 'image_variants', result: 'hit' });
        await touch(name, key, cached.length).catch((err) => warn(err, 'variant touch failed'));
        return cached;
      }
      metrics?.cacheLookups.inc({ cache: 'image_variants', result: 'miss' });
      const pending = inFlight.get(name);
      if (pending) return pending;
      const job = (async () => {
        const data = await render();
        const format = variant.slice(variant.lastIndexOf('.') + 1) as keyof typeof IMAGE_CONTENT_TYPES;
        await store.put(name, data, IMAGE_CONTENT_TYPES[format] ?? 'application/octet-stream');
        touchedAt.set(name, clock.now().getTime());
        await touchVariant(db, { name, sourceKey: key, bytes: data.length }, clock.now(), 0);
        await evict().catch((err) => warn(err, 'variant eviction failed'));
        return data;
      })().finally(() => inFlight.delete(name));
      inFlight.set(name, job);
      return job;
    },
    evict,
    /** Removes every variant of a key (the photo was deleted): the index rows and the objects. */
    async purge(key: string) {
      const names = await forgetVariantsOf(db, key);
      for (const name of names) touchedAt.delete(name);
      await store.deleteAllOf(key);
    },
  };
}
export type VariantCache = ReturnType<typeof createVariantCache>;
