import { operatorNodeEnv } from './boot-env';
import { plainDecimal } from '@biclou/domain/formats';
import path from 'node:path';
import { seedReference } from '@biclou/db/seed-reference';
import { DEMO_PASSWORD } from '@biclou/db/seed-demo';
import { loadConfig, ConfigError, e2eControlsEnabled, mediaDir, type Config } from './platform/config/config';
import { buildApp } from './app';
import { createOffsetClock, systemClock } from './platform/clock';
import { createDeps, disposeDeps } from './platform/deps-factory';
import { createModuleDeps } from './modules/module-deps';
import { hasWebBuild } from './platform/ssr/register-ssr';
import { startJobScheduler } from './platform/jobs/scheduler';
import { runDueJobs } from './modules/run-due-jobs';
import { seedDemoData } from './seed-demo-data';
import { openDatabase } from './platform/db/open-database';
import { closeGracefully } from './platform/http/graceful-close';

async function main() {
  const config = loadConfig({ ...process.env, NODE_ENV: operatorNodeEnv ?? '' });
  const dataDir = path.resolve(config.DATA_DIR);
  const handle = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(dataDir, 'pglite') },
  );
  await seedReference(handle.db);
  // E2E_CONTROLS=1 (development only): a clock the journeys can move forward (/api/v1/dev/clock).
  const clock = e2eControlsEnabled(config) ? createOffsetClock(systemClock) : systemClock;
  const deps = await createDeps({
    config,
    db: handle.db,
    dbKind: handle.kind,
    modules: createModuleDeps,
    clock,
    log: console,
    redisPrefix: `${config.REDIS_PREFIX}rl:`,
    pageCachePrefix: `${config.REDIS_PREFIX}pc:`,
  });
  const {
    demo,
    listings: demoListings,
    listingSeconds,
  } = await seedDemoData(handle, deps, config.SEED_DEMO === 'true');
  const seedSeconds = plainDecimal(listingSeconds, 1);
  const { live = 0, paused = 0, draft = 0 } = demoListings.counts;
  const ssr = hasWebBuild();
  const app = await buildApp({ deps, ssr, realtimeStream: `${config.REDIS_PREFIX}socket.io` });
  await app.listen({ port: config.PORT, host: config.HOST });
  // Booking timers (expiry, start, completion, balance credit): every JOBS_INTERVAL_MS (30 s); row
  // locks keep instances apart.
  const jobs = startJobScheduler(() => runDueJobs(deps), app.log, config.JOBS_INTERVAL_MS, deps.metrics);

  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const banner = [
    '',
    `  Biclou is running on ${url}`,
    `  Database: ${handle.kind === 'pglite' ? `embedded PGlite in ${dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Media: ${config.S3_BUCKET ? `S3 bucket ${config.S3_BUCKET}${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ''}` : `local disk in ${mediaDir(config)}`}`,
    `  Listings: ${live} live, ${paused} paused, ${draft} drafts${demoListings.seeded ? ` (demo data seeded in ${seedSeconds} s)` : ''}`,
    `  Email and SMS: ${emailLine(config, url)}`,
    ssr ? '' : '  (web build missing: run `npm run build` for the site; the API is up)',
    ...(demo?.accounts.length
      ? [
          `  Demo logins${demo.seeded ? ' (just seeded)' : ''}, password "${DEMO_PASSWORD}":`,
          ...demo.accounts.map(
            (a) => `    ${a.email.padEnd(30)} ${a.role === 'admin' ? 'admin' : `member, ${a.country}`}`,
          ),
        ]
      : []),
    '',
  ];
  console.log(banner.filter((l, i) => l || i === 0 || i === banner.length - 1).join('\n'));

  // SIGTERM (a deploy, Kubernetes) or SIGINT: stop accepting, finish what is under way, exit 0.
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      console.error(`Shutdown took over ${config.SHUTDOWN_GRACE_MS} ms (SHUTDOWN_GRACE_MS): exiting anyway`);
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS);
    try {
      // Fastify stops listening, answers new requests on open connections with 503, waits for the
      // requests in flight and closes the sockets (realtime drops its clients); the scheduler
      // starts no new run and waits for one under way.
      await Promise.all([
        closeGracefully(app, { drainMs: signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_MS : 0 }),
        jobs.stop(),
      ]);
      await disposeDeps(deps);
      await handle.close();
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** Where mail goes; the dev mailbox (and /api/v1/dev/outbox) answer admins and this machine only. */
function emailLine(config: Config, url: string) {
  const sms = 'SMS to the outbox';
  if (config.SMTP_URL) return `SMTP (SMTP_URL), ${sms}`;
  if (config.NODE_ENV === 'production') return 'outbox (set SMTP_URL to send email)';
  return `outbox, readable at ${url}/dev/mailbox from this machine or signed in as an admin`;
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
