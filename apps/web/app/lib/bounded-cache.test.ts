import { describe, expect, it, vi } from 'vitest';
import { boundedCache } from './bounded-cache';

describe('boundedCache', () => {
  it('computes each key once', () => {
    const compute = vi.fn((key: string) => key.toUpperCase());
    const cache = boundedCache<string, string>(10);
    expect(cache.get('a', compute)).toBe('A');
    expect(cache.get('a', compute)).toBe('A');
    expect(cache.get('b', compute)).toBe('B');
    expect(compute).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(2);
  });

  it('keeps undefined results too', () => {
    const compute = vi.fn((): string | undefined => undefined);
    const cache = boundedCache<string, string | undefined>(10);
    cache.get('x', compute);
    cache.get('x', compute);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('never holds more than its bound, and stays right past it', () => {
    const cache = boundedCache<number, number>(3);
    const double = (n: number) => n * 2;
    for (let n = 0; n < 10; n++) expect(cache.get(n, double)).toBe(n * 2);
    expect(cache.size).toBeLessThanOrEqual(3);
    expect(cache.get(9, double)).toBe(18);
  });
});
