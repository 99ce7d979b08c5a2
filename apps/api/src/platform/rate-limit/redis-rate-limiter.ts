import { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter';

// INCR and the expiry in one atomic step, so concurrent instances never leave a key without TTL.
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

// Several keys, all or nothing: ARGV holds windowMs and limit for each key in turn. Over a limit,
// every INCR is undone before anyone else can run (a script is atomic in Redis).
const CONSUME = `
local counts, ttls, over = {}, {}, false
for i = 1, #KEYS do
  local windowMs, limit = tonumber(ARGV[2 * i - 1]), tonumber(ARGV[2 * i])
  local n = redis.call('INCR', KEYS[i])
  if n == 1 then redis.call('PEXPIRE', KEYS[i], windowMs) end
  local ttl = redis.call('PTTL', KEYS[i])
  if ttl < 0 then redis.call('PEXPIRE', KEYS[i], windowMs); ttl = windowMs end
  counts[i], ttls[i] = n, ttl
  if n > limit then over = true end
end
if over then for i = 1, #KEYS do redis.call('DECR', KEYS[i]) end end
local out = {over and 0 or 1}
for i = 1, #KEYS do out[#out + 1] = counts[i]; out[#out + 1] = ttls[i] end
return out`;

// DECR only an open window above 0: a key that expired meanwhile is not brought back without a TTL.
const UNHIT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

interface RedisRateLimiterOptions {
  url: string;
  /** Namespace for the keys; tests use a unique one per run. */
  prefix?: string;
}

/** Counters shared by every instance, with Redis expiring the windows (real time, not the test clock). */
export function createRedisRateLimiter({
  url,
  prefix = 'biclou:rl:',
}: RedisRateLimiterOptions): RateLimiter & { redis: Redis; close(): Promise<void> } {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true, lazyConnect: false });
  return {
    kind: 'redis',
    redis,
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, resetInMs: Math.max(0, ttl) };
    },
    async consume(entries) {
      const args = entries.flatMap((e) => [String(e.windowMs), String(e.limit)]);
      const [allowed, ...flat] = (await redis.eval(
        CONSUME,
        entries.length,
        ...entries.map((e) => prefix + e.key),
        ...args,
      )) as number[];
      const windows = entries.map((_, i) => ({ count: flat[2 * i]!, resetInMs: Math.max(0, flat[2 * i + 1]!) }));
      return { allowed: allowed === 1, windows };
    },
    async unhit(key) {
      await redis.eval(UNHIT, 1, prefix + key);
    },
    async peek(key) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[null, string | null], [null, number]];
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
