import { describe, expect, it, vi } from 'vitest';
import { testClock } from '../../test/build-test-app';
import { createTtlCache } from './ttl-cache';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createTtlCache', () => {
  it('serves an entry younger than the TTL, then loads again', async () => {
    const clock = testClock();
    const cache = createTtlCache<number>({ ttlMs: 1000, clock });
    let n = 0;
    const load = vi.fn(async () => ++n);
    expect(await cache.get('a', load)).toBe(1);
    clock.advance(999);
    expect(await cache.get('a', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    clock.advance(1);
    expect(await cache.get('a', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps keys apart', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, clock: testClock() });
    expect(await cache.get('a', async () => 'A')).toBe('A');
    expect(await cache.get('b', async () => 'B')).toBe('B');
    expect(await cache.get('a', async () => 'other')).toBe('A');
  });

  it('concurrent misses for a key share one load', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, clock: testClock() });
    const d = deferred<string>();
    const load = vi.fn(() => d.promise);
    const all = Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    d.resolve('A');
    expect(await all).toEqual(['A', 'A', 'A']);
    expect(await cache.get('a', load)).toBe('A');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load: every waiter sees the error, the next call loads again', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, clock: testClock() });
    const d = deferred<string>();
    const first = cache.get('a', () => d.promise);
    const second = cache.get('a', () => d.promise);
    d.reject(new Error('db down'));
    await expect(first).rejects.toThrow('db down');
    await expect(second).rejects.toThrow('db down');
    expect(await cache.get('a', async () => 'A')).toBe('A');
  });

  it('invalidate forgets entries and does not keep a load started before it', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, clock: testClock() });
    await cache.get('a', async () => 'old');
    cache.invalidate('a');
    expect(await cache.get('a', async () => 'new')).toBe('new');

    const d = deferred<string>();
    const before = cache.get('b', () => d.promise);
    cache.invalidate();
    const after = cache.get('b', async () => 'fresh');
    d.resolve('stale');
    expect(await before).toBe('stale');
    expect(await after).toBe('fresh');
    expect(await cache.get('b', async () => 'again')).toBe('fresh');
    expect(await cache.get('a', async () => 'reloaded')).toBe('reloaded');
  });

  it('an entry does not outlive a clock moved back', async () => {
    const clock = testClock();
    const cache = createTtlCache<number>({ ttlMs: 1000, clock });
    clock.advance(3_600_000);
    await cache.get('a', async () => 1);
    clock.set(new Date(clock.now().getTime() - 3_600_000));
    expect(await cache.get('a', async () => 2)).toBe(2);
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, clock: testClock(), maxEntries: 2 });
    await cache.get('a', async () => 'A');
    await cache.get('b', async () => 'B');
    await cache.get('c', async () => 'C');
    expect(await cache.get('a', async () => 'A2')).toBe('A2');
    expect(await cache.get('c', async () => 'C2')).toBe('C');
  });
});
