import type { Clock } from '../clock';
import type { RateLimiter, RateWindow } from './rate-limiter';

/**
 * Counters in this process, on the injected clock (tests move time). Fine for one instance;
 * several instances need the Redis store. Expired windows are swept as the map grows.
 */
export function createMemoryRateLimiter(clock: Clock, maxKeys = 100_000): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();

  function current(key: string, now: number) {
    const w = windows.get(key);
    if (w && w.endsAt <= now) {
      windows.delete(key);
      return undefined;
    }
    return w;
  }

  function sweep(now: number) {
    for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
    // Still full: drop the oldest entries (Map keeps insertion order) rather than grow forever.
    for (const k of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(k);
    }
  }

  function hitNow(key: string, windowMs: number, now: number) {
    let w = current(key, now);
    if (!w) {
      if (windows.size >= maxKeys) sweep(now);
      w = { count: 0, endsAt: now + windowMs };
      windows.set(key, w);
    }
    w.count += 1;
    return w;
  }

  const view = (w: { count: number; endsAt: number } | undefined, now: number): RateWindow =>
    w ? { count: w.count, resetInMs: w.endsAt - now } : { count: 0, resetInMs: 0 };

  return {
    kind: 'memory',
    async hit(key, windowMs) {
      const now = clock.now().getTime();
      return view(hitNow(key, windowMs, now), now);
    },
    // Synchronous from start to end: nothing else runs in between, so it is atomic.
    async consume(entries) {
      const now = clock.now().getTime();
      const hit = entries.map((e) => hitNow(e.key, e.windowMs, now));
      const seen = hit.map((w) => view(w, now));
      const allowed = seen.every((w, i) => w.count <= entries[i]!.limit);
      if (!allowed) for (const w of hit) w.count -= 1;
      return { allowed, windows: seen };
    },
    async unhit(key) {
      const w = current(key, clock.now().getTime());
      if (w && w.count > 0) w.count -= 1;
    },
    async peek(key) {
      const now = clock.now().getTime();
      return view(current(key, now), now);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
