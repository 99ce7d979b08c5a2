import { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter';

// INCR and the expiry in one atomic step, so concurrent instances never leave a key without TTL.
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

export interface RedisRateLimiterOptions {
  url: string;
  /** Namespace for the keys; tests use a unique one per run. */
  prefix?: string;
}

/** Counters shared by every instance, with Redis expiring the windows (real time, not the test clock). */
export function createRedisRateLimiter({ url, prefix = 'biclou:rl:' }: RedisRateLimiterOptions): RateLimiter & { redis: Redis; close(): Promise<void> } {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true, lazyConnect: false });
  return {
    kind: 'redis',
    redis,
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, resetInMs: Math.max(0, ttl) };
    },
    async peek(key) {
      const [[, count], [, ttl]] = (await redis.multi().get(prefix + key).pttl(prefix + key).exec()) as [[null, string | null], [null, number]];
      return count ? { count: Number(count), resetInMs: Math.max(0, ttl) } : { count: 0, resetInMs: 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
