import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, s3Settings } from '../../platform/config/config';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { s3TestEnv } from '../../test/s3-env';
import { createLocalVariantStore } from './local-media-storage';
import { findVariant, variantBytes } from './media-repository';
import type { VariantStore } from './media-storage';
import { createS3MediaStorage } from './s3-media-storage';
import { createVariantCache, TOUCH_EVERY_MS } from './variant-cache';

const s3 = s3TestEnv();
const root = mkdtempSync(path.join(tmpdir(), 'biclou-variants-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const backends: [string, () => VariantStore][] = [
  ['local disk', () => createLocalVariantStore(root)],
  ...(s3
    ? [['S3', () => createS3MediaStorage(s3Settings(loadConfig(s3))!).variants] as [string, () => VariantStore]]
    : []),
];

const MINUTE = 60_000;
const VARIANT = 'f_webp,q_75,w_32,h_auto,fit_inside.webp';

describe.each(backends)('variant cache on %s', (_label, openStore) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** One instance's cache; several over the same database and store behave as several instances. */
  const instance = (capBytes: number) =>
    createVariantCache({ store: openStore(), db: t.deps.db, clock: t.clock, capBytes });
  const photo = () => `listings/${randomUUID()}/${randomUUID()}.webp`;
  const renders: string[] = [];
  const bytes = (key: string, size: number) => async () => {
    renders.push(key);
    return Buffer.alloc(size, key.slice(-6, -5));
  };

  it('renders once, then serves the stored copy; another instance serves it without rendering', async () => {
    const a = instance(10_000);
    const b = instance(10_000);
    const key = photo();
    const first = await a.getOrRender(key, VARIANT, bytes(key, 100));
    const again = await a.getOrRender(key, VARIANT, bytes(key, 100));
    const elsewhere = await b.getOrRender(key, VARIANT, bytes(key, 100));
    expect(renders.filter((k) => k === key)).toHaveLength(1);
    expect(again).toEqual(first);
    expect(elsewhere).toEqual(first);
    expect(await findVariant(t.deps.db, `${key}/${VARIANT}`)).toMatchObject({ sourceKey: key, bytes: 100 });
    await a.purge(key);
  });

  it('moves a served variant forward at most once a minute', async () => {
    const cache = instance(10_000);
    const key = photo();
    const name = `${key}/${VARIANT}`;
    const start = t.clock.now();
    await cache.getOrRender(key, VARIANT, bytes(key, 50));
    expect((await findVariant(t.deps.db, name))?.lastUsedAt).toEqual(start);
    t.clock.advance(30_000);
    await cache.getOrRender(key, VARIANT, bytes(key, 50));
    expect((await findVariant(t.deps.db, name))?.lastUsedAt).toEqual(start); // within the minute: no write
    t.clock.advance(TOUCH_EVERY_MS);
    await cache.getOrRender(key, VARIANT, bytes(key, 50));
    expect((await findVariant(t.deps.db, name))?.lastUsedAt).toEqual(t.clock.now());
    // A second instance, whose own memory has not seen it, still writes at most once a minute (the SQL guard).
    t.clock.advance(10_000);
    await instance(10_000).getOrRender(key, VARIANT, bytes(key, 50));
    expect((await findVariant(t.deps.db, name))?.lastUsedAt).toEqual(new Date(t.clock.now().getTime() - 10_000));
    await cache.purge(key);
  });

  it('past the cap, evicts the least recently used variants of every instance down to 90 % of it', async () => {
    const cap = (await variantBytes(t.deps.db)) + 1000; // what earlier tests left is older: evicted first if needed
    const a = instance(cap);
    const b = instance(cap);
    const [k1, k2, k3, k4] = [photo(), photo(), photo(), photo()];
    await a.getOrRender(k1, VARIANT, bytes(k1, 300)); // t0
    t.clock.advance(2 * MINUTE);
    await b.getOrRender(k2, VARIANT, bytes(k2, 300)); // t0+2
    t.clock.advance(2 * MINUTE);
    await a.getOrRender(k3, VARIANT, bytes(k3, 300)); // t0+4
    t.clock.advance(2 * MINUTE);
    await b.getOrRender(k1, VARIANT, bytes(k1, 300)); // a hit through the other instance: k1 is now the newest
    expect(renders.filter((k) => k === k1)).toHaveLength(1);
    t.clock.advance(2 * MINUTE);
    const store = openStore();
    expect(await store.get(`${k2}/${VARIANT}`)).not.toBeNull();

    await a.getOrRender(k4, VARIANT, bytes(k4, 300)); // 1200 of 1000: down to 900, so k2 (oldest) alone goes
    expect(await store.get(`${k2}/${VARIANT}`)).toBeNull();
    expect(await findVariant(t.deps.db, `${k2}/${VARIANT}`)).toBeUndefined();
    for (const k of [k1, k3, k4]) expect(await store.get(`${k}/${VARIANT}`), k).not.toBeNull();
    expect(await variantBytes(t.deps.db)).toBeLessThanOrEqual(cap);

    // k2 asked again: rendered anew. Now k3 is the least recently used, and it goes next.
    t.clock.advance(2 * MINUTE);
    await b.getOrRender(k2, VARIANT, bytes(k2, 300));
    expect(renders.filter((k) => k === k2)).toHaveLength(2);
    expect(await store.get(`${k3}/${VARIANT}`)).toBeNull();
    for (const k of [k1, k2, k4]) expect(await store.get(`${k}/${VARIANT}`), k).not.toBeNull();
    expect(await a.evict()).toEqual([]); // under the cap: nothing to do
    for (const k of [k1, k2, k4]) await a.purge(k);
  });

  it('one variant larger than the whole cap is served, then not kept', async () => {
    const cap = (await variantBytes(t.deps.db)) + 100;
    const cache = instance(cap);
    const key = photo();
    expect((await cache.getOrRender(key, VARIANT, bytes(key, 500))).length).toBe(500);
    expect(await openStore().get(`${key}/${VARIANT}`)).toBeNull();
    expect(await variantBytes(t.deps.db)).toBeLessThanOrEqual(cap);
  });

  it('purge drops the index rows and every object of the key, indexed or not', async () => {
    const cache = instance(10_000);
    const store = openStore();
    const key = photo();
    await cache.getOrRender(key, VARIANT, bytes(key, 10));
    await store.put(`${key}/f_png,q_75,w_8,h_auto,fit_inside.png`, Buffer.from('unindexed'), 'image/png');
    await cache.purge(key);
    expect(await findVariant(t.deps.db, `${key}/${VARIANT}`)).toBeUndefined();
    expect(await store.get(`${key}/${VARIANT}`)).toBeNull();
    expect(await store.get(`${key}/f_png,q_75,w_8,h_auto,fit_inside.png`)).toBeNull();
  });

  it('an object the index lost is indexed again when served', async () => {
    const cache = instance(10_000);
    const store = openStore();
    const key = photo();
    await store.put(`${key}/${VARIANT}`, Buffer.alloc(42), 'image/webp');
    await cache.getOrRender(key, VARIANT, bytes(key, 42));
    expect(renders).not.toContain(key);
    expect(await findVariant(t.deps.db, `${key}/${VARIANT}`)).toMatchObject({ bytes: 42, sourceKey: key });
    await cache.purge(key);
  });
});
