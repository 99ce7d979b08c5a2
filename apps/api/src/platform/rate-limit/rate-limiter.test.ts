import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testClock } from '../../test/build-test-app';
import { createMemoryRateLimiter } from './memory-rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';
import { consumeOrThrow, firstInWindow, type RateLimiter, type RateRule } from './rate-limiter';

const REDIS_URL = 'redis://127.0.0.1:6379';

/** Redis is there on development and CI machines; elsewhere the Redis tests are skipped, not failed. */
async function redisReachable() {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const tooMany = (s: number) => Object.assign(new Error('429'), { retryAfterS: s });
const rule: RateRule = { name: 'test', limit: 3, windowMs: 60_000 };

/** The behaviour both stores must share. */
function sharedBehaviour(make: () => RateLimiter) {
  it('counts hits in a window and reports its remaining time', async () => {
    const rl = make();
    expect(await rl.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect((await rl.hit('k', 60_000)).count).toBe(1);
    const w = await rl.hit('k', 60_000);
    expect(w.count).toBe(2);
    expect(w.resetInMs).toBeGreaterThan(55_000);
    expect(w.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await rl.peek('k')).count).toBe(2);
    expect((await rl.peek('other')).count).toBe(0);
    await rl.reset('k');
    expect((await rl.peek('k')).count).toBe(0);
  });

  it('consumeOrThrow lets `limit` attempts through and refuses the next one', async () => {
    const rl = make();
    for (let i = 0; i < 3; i++) await consumeOrThrow(rl, [[rule, 'a@example.test']], tooMany);
    const err = await consumeOrThrow(rl, [[rule, 'A@Example.test']], tooMany).catch((e: unknown) => e);
    expect(err).toMatchObject({ message: '429' });
    expect((err as { retryAfterS: number }).retryAfterS).toBeGreaterThan(50);
  });

  it('unhit takes one hit back, never below 0 and never opening a window', async () => {
    const rl = make();
    await rl.unhit('none');
    expect(await rl.peek('none')).toEqual({ count: 0, resetInMs: 0 });
    await rl.hit('k', 60_000);
    await rl.hit('k', 60_000);
    await rl.unhit('k');
    expect((await rl.peek('k')).count).toBe(1);
    await rl.unhit('k');
    await rl.unhit('k');
    const w = await rl.peek('k');
    expect(w.count).toBe(0);
    expect((await rl.hit('k', 60_000)).resetInMs).toBeLessThanOrEqual(60_000);
  });

  it('consume is all or nothing, and reports the windows its hits saw', async () => {
    const rl = make();
    const entries = [
      { key: 'x', windowMs: 60_000, limit: 1 },
      { key: 'y', windowMs: 60_000, limit: 5 },
    ];
    expect((await rl.consume(entries)).allowed).toBe(true);
    const refused = await rl.consume(entries);
    expect(refused.allowed).toBe(false);
    expect(refused.windows.map((w) => w.count)).toEqual([2, 2]);
    expect(refused.windows[0]!.resetInMs).toBeGreaterThan(55_000);
    expect((await rl.peek('x')).count).toBe(1);
    expect((await rl.peek('y')).count).toBe(1);
  });

  it('a refused attempt is given back, so it uses up no other rule', async () => {
    const rl = make();
    const other: RateRule = { name: 'other', limit: 100, windowMs: 60_000 };
    for (let i = 0; i < 3; i++)
      await consumeOrThrow(
        rl,
        [
          [rule, 'a'],
          [other, 'ip'],
        ],
        tooMany,
      );
    for (let i = 0; i < 5; i++)
      await expect(
        consumeOrThrow(
          rl,
          [
            [rule, 'a'],
            [other, 'ip'],
          ],
          tooMany,
        ),
      ).rejects.toThrow('429');
    const attempt = await consumeOrThrow(
      rl,
      [
        [rule, 'b'],
        [other, 'ip'],
      ],
      tooMany,
    );
    expect(attempt.windows.map((w) => w.count)).toEqual([1, 4]);
    await attempt.giveBack();
    expect(
      (
        await consumeOrThrow(
          rl,
          [
            [rule, 'b'],
            [other, 'ip'],
          ],
          tooMany,
        )
      ).windows.map((w) => w.count),
    ).toEqual([1, 4]);
  });

  it('counts before it checks: of 30 parallel attempts, exactly `limit` get through', async () => {
    const rl = make();
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => consumeOrThrow(rl, [[rule, 'parallel']], tooMany)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    await expect(consumeOrThrow(rl, [[rule, 'parallel']], tooMany)).rejects.toThrow('429');
  });

  it('firstInWindow is true once per window, even in parallel', async () => {
    const rl = make();
    const once: RateRule = { name: 'once', limit: 1, windowMs: 60_000 };
    const firsts = await Promise.all(Array.from({ length: 10 }, () => firstInWindow(rl, [once, 'x'])));
    expect(firsts.filter(Boolean)).toHaveLength(1);
  });

  it('is atomic under concurrency: 50 parallel hits count 50', async () => {
    const rl = make();
    const windows = await Promise.all(Array.from({ length: 50 }, () => rl.hit('burst', 60_000)));
    expect(windows.map((w) => w.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
}

describe('memory rate limiter', () => {
  sharedBehaviour(() => createMemoryRateLimiter(testClock()));

  it('opens a new window when the old one ends (on the injected clock)', async () => {
    const clock = testClock();
    const rl = createMemoryRateLimiter(clock);
    await rl.hit('k', 1000);
    await rl.hit('k', 1000);
    clock.advance(999);
    expect((await rl.peek('k')).count).toBe(2);
    clock.advance(1);
    expect((await rl.peek('k')).count).toBe(0);
    expect(await rl.hit('k', 1000)).toEqual({ count: 1, resetInMs: 1000 });
  });

  it('stays bounded', async () => {
    const rl = createMemoryRateLimiter(testClock(), 100);
    for (let i = 0; i < 1000; i++) await rl.hit(`k${i}`, 60_000);
    expect((await rl.peek('k999')).count).toBe(1);
    expect((await rl.peek('k0')).count).toBe(0);
  });
});

const redisUp = await redisReachable();

describe.skipIf(!redisUp)('Redis rate limiter (redis://127.0.0.1:6379)', () => {
  const prefix = `biclou-test:${randomUUID()}:`;
  const made: ReturnType<typeof createRedisRateLimiter>[] = [];
  const make = () => {
    const rl = createRedisRateLimiter({ url: REDIS_URL, prefix: `${prefix}${made.length}:` });
    made.push(rl);
    return rl;
  };
  afterAll(async () => {
    const keys = made.length ? await made[0]!.redis.keys(`${prefix}*`) : [];
    if (keys.length) await made[0]!.redis.del(...keys);
    await Promise.all(made.map((rl) => rl.close()));
  });

  sharedBehaviour(make);

  it('is shared between instances and expires in Redis', async () => {
    const a = createRedisRateLimiter({ url: REDIS_URL, prefix });
    const b = createRedisRateLimiter({ url: REDIS_URL, prefix });
    made.push(a, b);
    await a.hit('shared', 300);
    await b.hit('shared', 300);
    expect((await a.peek('shared')).count).toBe(2);
    expect(await a.redis.pttl(`${prefix}shared`)).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 400));
    expect((await b.peek('shared')).count).toBe(0);
  });
});
