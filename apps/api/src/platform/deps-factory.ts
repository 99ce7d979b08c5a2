import type { FastifyBaseLogger } from 'fastify';
import { createOutboundFetch } from './outbound/safe-fetch';
import type { Db } from '@biclou/db/client';
import type { Config } from './config/config';
import type { Deps, ModuleDeps } from './deps';
import { createOutboxMailer } from './mail/outbox-mailer';
import { createSmtpMailer } from './mail/smtp-mailer';
import { createOutboxSmsSender } from './sms/sms-sender';
import { createMemoryRateLimiter } from './rate-limit/memory-rate-limiter';
import { createRedisRateLimiter } from './rate-limit/redis-rate-limiter';
import { createArgon2Hasher } from './auth/password-hasher';
import { loadSecret } from './auth/secret';
import { createRealtimeHub } from './realtime/realtime-hub';
import { createMetrics } from './metrics/metrics';
import { createPageCache } from './page-cache/page-cache';
import { systemClock, type Clock } from './clock';

/** What module dependencies may be built on (the media store keeps its quota and variant index in the database). */
export interface ModuleDepsPlatform {
  db: Db;
  clock: Clock;
  metrics: Deps['metrics'];
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

interface CreateDepsOptions {
  config: Config;
  db: Db;
  dbKind: Deps['dbKind'];
  /** Builds what the modules add (modules/module-deps.ts: `createModuleDeps`), with the platform pieces they stand on. */
  modules: (config: Config, platform: ModuleDepsPlatform) => ModuleDeps;
  clock?: Clock;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** Namespace for Redis keys (tests isolate each app). */
  redisPrefix?: string;
  /** Namespace of the page cache's Redis keys: `<REDIS_PREFIX>pc:` in main.ts; `<redisPrefix>pc:` by default. */
  pageCachePrefix?: string;
  /** Replace any piece (tests inject fetch, a mailer…). */
  overrides?: Partial<Deps>;
}

/** Builds every outside-world dependency from the configuration, in one place (main.ts and tests). */
export async function createDeps({
  config,
  db,
  dbKind,
  modules,
  clock = systemClock,
  log,
  redisPrefix,
  pageCachePrefix,
  overrides = {},
}: CreateDepsOptions): Promise<Deps> {
  const mailer =
    overrides.mailer ??
    (config.SMTP_URL
      ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM, log })
      : createOutboxMailer(db));
  const rateLimiter =
    overrides.rateLimiter ??
    (config.REDIS_URL
      ? createRedisRateLimiter({ url: config.REDIS_URL, prefix: redisPrefix })
      : createMemoryRateLimiter(overrides.clock ?? clock));
  const metrics = overrides.metrics ?? createInstanceMetrics(config, db, dbKind);
  const pageCache =
    overrides.pageCache ??
    createPageCache({
      ttlS: config.PAGE_CACHE_TTL_S,
      maxEntries: config.PAGE_CACHE_MAX_ENTRIES,
      redisUrl: config.REDIS_URL,
      clock: overrides.clock ?? clock,
      prefix: pageCachePrefix ?? `${redisPrefix ?? config.REDIS_PREFIX}pc:`,
    });
  return {
    config,
    db,
    dbKind,
    clock,
    mailer,
    sms: createOutboxSmsSender(db),
    rateLimiter,
    // Tests hash hundreds of passwords: same algorithm, lighter cost.
    passwords: createArgon2Hasher(config.NODE_ENV === 'test' ? { memoryCost: 1024, timeCost: 1 } : {}),
    fetch: globalThis.fetch,
    outbound: createOutboundFetch(config.OUTBOUND_ALLOW_LOOPBACK === 'true'),
    secret: overrides.secret ?? (await loadSecret(config, db)),
    realtime: createRealtimeHub(),
    metrics,
    pageCache,
    ...modules(config, { db, clock: overrides.clock ?? clock, metrics, log }),
    ...overrides,
  };
}

/** The series; on PostgreSQL the pool's figures are read at each scrape. Process metrics (CPU, memory, event loop) outside tests. */
function createInstanceMetrics(config: Config, db: Db, dbKind: Deps['dbKind']) {
  const metrics = createMetrics({ defaultMetrics: config.NODE_ENV !== 'test' });
  const pool = (db as unknown as { $client?: { totalCount?: number } }).$client;
  if (dbKind === 'postgres' && typeof pool?.totalCount === 'number')
    metrics.watchDbPool(pool as Parameters<typeof metrics.watchDbPool>[0]);
  return metrics;
}

/** Releases connections and waits for queued mail (shutdown, end of a test). */
export async function disposeDeps(deps: Deps) {
  await deps.mailer.flush();
  await deps.mailer.close?.();
  await deps.rateLimiter.close?.();
  await deps.pageCache.close?.();
}
