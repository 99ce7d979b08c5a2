import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReloadAfterChunkError } from './chunk-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('chunk-load reload throttle', () => {
  it('reloads once per path per 10 s', () => {
    const storage = memoryStorage();
    expect(shouldReloadAfterChunkError('/search', storage, 1_000)).toBe(true);
    expect(shouldReloadAfterChunkError('/search', storage, 5_000)).toBe(false);
    expect(shouldReloadAfterChunkError('/account', storage, 5_000)).toBe(true);
    expect(shouldReloadAfterChunkError('/search', storage, 10_999)).toBe(false);
    expect(shouldReloadAfterChunkError('/search', storage, 11_000)).toBe(true);
  });

  it('survives a corrupt record', () => {
    const storage = memoryStorage();
    storage.setItem('biclou:chunk-reloads', '{oops');
    expect(shouldReloadAfterChunkError('/', storage, 1)).toBe(true);
  });

  it('recognises chunk-load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
