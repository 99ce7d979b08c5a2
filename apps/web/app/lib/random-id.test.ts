import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId } from './random-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes distinct version 4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 500 }, randomId));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('works where crypto.randomUUID does not exist (plain http at a LAN address)', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect('randomUUID' in globalThis.crypto).toBe(false);
    expect(randomId()).toMatch(UUID_V4);
  });
});
