import path from 'node:path';
import { openDb } from '@biclou/db/client';
import { seedReference } from '@biclou/db/seed-reference';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/platform/config/config';
import { createDeps, disposeDeps } from '../apps/api/src/platform/deps-factory';
import { listingViewQuery } from '../apps/api/src/modules/listings';
import { createEventHubs, createModuleDeps } from '../apps/api/src/modules/module-deps';
import { hasWebBuild } from '../apps/api/src/platform/ssr/register-ssr';
import { createPageCache } from '../apps/api/src/platform/page-cache/page-cache';
import { seedDemoData } from '../apps/api/src/seed-demo-data';
import { listings } from '@biclou/db/schema';
import { eq } from 'drizzle-orm';

/** `pg.Pool` and PGlite both answer this. */
interface RawClient {
  query(
    text: string | { name: string; text: string; values: unknown[] },
    params?: unknown[],
  ): Promise<{ rows: unknown[] }>;
}

/** The real app (API + SSR) on its own database, plus bare routes in the same process for comparison. */
export async function startBenchServer(dataDir: string) {
  if (!hasWebBuild()) throw new Error('Run `npm run build` first (npm run bench does it).');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SECRET_KEY: 'bench-secret-key-bench-secret-key-0123',
  });
  const handle = await openDb(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, pgSchema: `bench_${process.pid}` }
      : { dataDir: path.join(dataDir, 'pglite') },
  );
  await seedReference(handle.db);
  const deps = await createDeps({ config, db: handle.db, dbKind: handle.kind, modules: createModuleDeps });
  await seedDemoData(handle, deps, true);
  const [live] = await handle.db.select({ id: listings.id }).from(listings).where(eq(listings.status, 'live')).limit(1);
  if (!live) throw new Error('no live listing seeded');
  const app = await buildApp({ deps, ssr: true });
  const bareJson = JSON.stringify({ ok: true, padding: 'x'.repeat(600) });
  const bareHtml = `<!doctype html><html><head><title>bare</title></head><body>${'<p>bare</p>'.repeat(400)}</body></html>`;
  app.get('/__bench/bare-json', async (_req, reply) => reply.type('application/json').send(bareJson));
  app.get('/__bench/bare-html', async (_req, reply) => reply.type('text/html').send(bareHtml));
  // The same bytes as a page the cache serves (`setBarePage`), sent bare: what the body's size alone costs.
  let barePage: Buffer = Buffer.from(bareHtml);
  app.get('/__bench/bare-page', async (_req, reply) => reply.type('text/html').send(barePage));
  // The listing API's own SQL (the same text its repository runs), straight over the driver (`pg`
  // on PostgreSQL, the PGlite client otherwise), rows out as JSON: what one round trip allows. A
  // named prepared statement on PostgreSQL, as the repository's (findListingView).
  const rawListing = listingViewQuery(handle.db, live.id).toSQL();
  const client = (handle.db as unknown as { $client: RawClient }).$client;
  const rawQuery = (id: string) =>
    handle.kind === 'postgres'
      ? client.query({ name: 'bench_raw_listing_view', text: rawListing.sql, values: [id] })
      : client.query(rawListing.sql, [id]);
  app.get<{ Params: { id: string } }>('/__bench/raw-listing/:id', async (req, reply) => {
    const { rows } = await rawQuery(req.params.id);
    return reply.type('application/json').send(JSON.stringify(rows));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // The same app without the page cache (PAGE_CACHE_TTL_S=0), on the same database: what a miss,
  // a signed-in visitor or an API client with a session costs.
  // Each app subscribes its listeners on its deps' hubs: a copy of the deps gets hubs of its own.
  const uncachedDeps = () => ({
    ...deps,
    pageCache: createPageCache({ ttlS: 0, maxEntries: 10 }),
    ...createEventHubs(),
  });
  const uncachedApp = await buildApp({ deps: uncachedDeps(), ssr: true });
  uncachedApp.get('/__bench/bare-json', async (_req, reply) => reply.type('application/json').send(bareJson));
  uncachedApp.get('/__bench/bare-html', async (_req, reply) => reply.type('text/html').send(bareHtml));
  uncachedApp.get<{ Params: { id: string } }>('/__bench/raw-listing/:id', async (req, reply) => {
    const { rows } = await rawQuery(req.params.id);
    return reply.type('application/json').send(JSON.stringify(rows));
  });
  await uncachedApp.listen({ port: 0, host: '127.0.0.1' });
  const uncachedAddress = uncachedApp.server.address();
  const uncachedPort = typeof uncachedAddress === 'object' && uncachedAddress ? uncachedAddress.port : 0;
  return {
    /** With the page cache (the configuration's: PAGE_CACHE_TTL_S, memory or Redis). */
    cachedUrl: `http://127.0.0.1:${port}`,
    /** Without it: every request rendered. */
    url: `http://127.0.0.1:${uncachedPort}`,
    /** The app without the page cache, for in-process renders (bench:ssr). */
    app: uncachedApp,
    /** Another app on the same database and services (bench:ssr-ab builds one around another checkout's site). */
    newApp: (options: Omit<Parameters<typeof buildApp>[0], 'deps'>) => buildApp({ deps: uncachedDeps(), ...options }),
    kind: handle.kind,
    liveListingId: live.id,
    /** The body `/__bench/bare-page` sends (on the cached app's port). */
    setBarePage(body: Buffer) {
      barePage = body;
    },
    async close() {
      await uncachedApp.close();
      await app.close();
      await disposeDeps(deps);
      if (config.DATABASE_URL) await handle.db.execute(`DROP SCHEMA "bench_${process.pid}" CASCADE` as never);
      await handle.close();
    },
  };
}
