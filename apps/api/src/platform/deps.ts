import type { Db } from '@biclou/db/client';
import type { Config } from './config/config';
import type { Mailer } from './mail/mailer';
import type { SmsSender } from './sms/sms-sender';
import type { RateLimiter } from './rate-limit/rate-limiter';
import type { PasswordHasher } from './auth/password-hasher';
import type { RealtimeHub } from './realtime/realtime-hub';
import type { Metrics } from './metrics/metrics';
import type { PageCache } from './page-cache/page-cache';
import type { Clock } from './clock';
import type { OutboundFetch } from './outbound/safe-fetch';

/**
 * What the modules add to Deps (uploaded media, the place index, the payment and payout providers).
 * Platform imports no module, so modules/module-deps.ts declares these fields (module augmentation,
 * like Fastify's decorators) and builds them; main.ts, app.ts and tests hand its `createModuleDeps`
 * to createDeps.
 */
export interface ModuleDeps {}

/** Everything a module needs from the outside world, built once at boot (or per test) by deps-factory.ts. */
export interface Deps extends ModuleDeps {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  /** Outbox table by default, SMTP when SMTP_URL is set. */
  mailer: Mailer;
  /** Outbox table (channel 'sms'); a real provider plugs in here later. */
  sms: SmsSender;
  /** In memory by default, Redis when REDIS_URL is set (shared by every instance). */
  rateLimiter: RateLimiter;
  passwords: PasswordHasher;
  /** Outgoing HTTP (the IP-to-country lookup); injectable for tests. */
  fetch: typeof fetch;
  /** GET of an address a member gave (calendar feeds): public addresses only, checked at each hop (outbound/safe-fetch.ts). */
  outbound: OutboundFetch;
  /** HMAC key for signed links and phone-code hashes: SECRET_KEY, or one kept in app_secrets outside production. */
  secret: string;
  /** Live events to sockets (Socket.IO, attached by app.ts); emits go nowhere until then. */
  realtime: RealtimeHub;
  /** This instance's Prometheus series (GET /metrics). */
  metrics: Metrics;
  /** Anonymous pages and public API reads (PAGE_CACHE_TTL_S): Redis when REDIS_URL is set, else memory; `invalidate()` after a change. */
  pageCache: PageCache;
}
