import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '@biclou/db/client';
import { seedReference } from '@biclou/db/seed-reference';
import { buildApp } from '../app';
import type { SiteHandler } from '../platform/ssr/register-ssr';
import { loadConfig } from '../platform/config/config';
import type { Deps } from '../platform/deps';
import { createDeps, disposeDeps } from '../platform/deps-factory';
import { createModuleDeps } from '../modules/module-deps';
import type { Clock } from '../platform/clock';

/** A clock tests can move. */
export function testClock(start = new Date('2026-06-01T10:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
    set(d: Date) {
      now = d.getTime();
    },
  } satisfies Clock & Record<string, unknown>;
}

/**
 * The whole app on a real database: in-memory PGlite by default, or a fresh schema of the
 * PostgreSQL at DATABASE_URL, so files can run in parallel and be repeated. When REDIS_URL is set
 * (CI), the rate limiter runs on Redis under a key prefix of its own.
 * `clock` is the controllable clock, unless `overrides.clock` replaced it. `options.site` serves
 * site paths (as server rendering would) through a stand-in handler.
 */
export async function buildTestApp(
  overrides: Partial<Deps> = {},
  env: Record<string, string> = {},
  options: { site?: SiteHandler } = {},
) {
  const url = process.env.DATABASE_URL;
  const id = randomUUID().replaceAll('-', '').slice(0, 16);
  const pgSchema = url ? `t_${id}` : undefined;
  const handle = await openDb(url ? { url, pgSchema } : { pgliteTemplatePath: process.env.BICLOU_PGLITE_TEMPLATE });
  await seedReference(handle.db);
  // Uploaded photos and image variants go to a folder of this app's own, removed on close.
  const mediaDir = env.MEDIA_DIR ?? mkdtempSync(path.join(tmpdir(), 'biclou-media-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url ?? '',
    REDIS_URL: process.env.REDIS_URL ?? '',
    MEDIA_DIR: mediaDir,
    // The page cache is off unless a test turns it on (page-cache tests): the others read their writes made straight in the database.
    PAGE_CACHE_TTL_S: '0',
    ...env,
  });
  const clock = testClock();
  // What a second instance of this app shares with it (test/twin-instance.ts).
  const shared = { redisPrefix: `biclou-test:${id}:`, realtimeStream: `biclou-test:${id}:socket.io` };
  const deps = await createDeps({
    config,
    db: handle.db,
    dbKind: handle.kind,
    modules: createModuleDeps,
    clock,
    redisPrefix: shared.redisPrefix,
    overrides,
  });
  const app = await buildApp({ deps, site: options.site, realtimeStream: shared.realtimeStream });
  await app.ready();
  return {
    app,
    deps,
    clock,
    mediaDir,
    shared,
    async close() {
      await app.close();
      await disposeDeps(deps);
      if (pgSchema) await handle.db.execute(`DROP SCHEMA "${pgSchema}" CASCADE` as never);
      await handle.close();
      if (!env.MEDIA_DIR) rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
