import { z } from 'zod';

const optionalUrl = z.url().optional();

/** Every setting the process reads, validated once at boot. */
export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Uploaded photos (local disk storage) and the image proxy's variant cache; default `${DATA_DIR}/media`. */
    MEDIA_DIR: z.string().min(1).optional(),
    /**
     * Media in an S3-compatible bucket instead of MEDIA_DIR (docs/operations.md "Media storage"):
     * S3_BUCKET turns it on; S3_ENDPOINT for anything but AWS (MinIO, s3rver, Scaleway…); the two
     * keys together, or neither (the SDK's usual chain: an IAM role, AWS_* variables).
     */
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be an S3 bucket name (3–63 lower-case letters, digits, dots, dashes)',
      )
      .optional(),
    S3_ENDPOINT: z
      .string()
      .regex(/^https?:\/\/[^/\s]+\/?$/, 'must be an http(s) URL such as https://s3.fr-par.scw.cloud')
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as eu-west-3')
      .default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Path-style URLs (`endpoint/bucket/key`): default true with S3_ENDPOINT (most compatible stores), false on AWS. */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
    /** Cap on the image proxy's variant cache (all instances together); least recently used variants go first. */
    MEDIA_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(1024),
    /** What one member may store (listing, chat and handover photos together); an upload past it is refused. */
    MEDIA_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(500),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    /**
     * Namespace of this deployment's Redis keys (rate-limit counters `<prefix>rl:…`, the realtime
     * stream `<prefix>socket.io`): two deployments (staging and production) can share one Redis.
     */
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits, or _ : . -')
      .default('biclou:'),
    /**
     * The shared cache of anonymous pages and public API reads (docs/decisions.md "Page cache"):
     * how long an entry lives, in seconds; 0 turns it off. Redis when REDIS_URL is set, else memory.
     */
    PAGE_CACHE_TTL_S: z.coerce.number().int().min(0).max(3600).default(10),
    /** The most entries each instance keeps in memory (the front of Redis, or the whole cache without it). */
    PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(10).max(100_000).default(2000),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Biclou <no-reply@biclou.local>'),
    /** Where the contact form's messages go (the team's inbox). */
    CONTACT_EMAIL: z.email('must be an email address').default('team@biclou.local'),
    SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    IP_COUNTRY_URL: z.string().default('https://ip2c.org/?ip={ip}'),
    /**
     * A Nominatim search service (`<url>/search`) that puts the listing wizard's pin on the typed
     * street (docs/operations.md "Geocoding"); unset, the pin goes to the city's centre from the
     * offline city data, which is also the fallback when the service fails or is slow.
     */
    GEOCODER_URL: z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL such as https://nominatim.openstreetmap.org')
      .optional(),
    /** How long the wizard waits for the geocoder before falling back to the city's centre. */
    GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(1500),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    /** How long SIGTERM may take to finish the requests and the job run under way before the process exits 1. */
    /** GET /metrics answers a scraper sending `Authorization: Bearer <METRICS_TOKEN>`; without it, 404. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** On SIGTERM, how long the instance keeps answering while readiness says "draining", before it stops listening. */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(3_000),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
    /** How often each instance looks for due jobs (booking timers, reminders…); row locks keep instances apart. */
    JOBS_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    /** A session unused this many days stops authenticating (its cookie may live on; the server refuses it). */
    SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Map tiles for the site's Leaflet maps (read by the web app; validated here with the rest). */
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) tile URL template with {z}, {x} and {y}')
      .optional(),
    MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),
    /** URLs per sitemap file; with more, /sitemap.xml becomes an index of files (the protocol allows 50,000). */
    SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(2).max(50_000).default(50_000),
    /** Card payments and payouts: the built-in test `sandbox` (default) or Stripe (the four STRIPE_* below). */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
    /** Another address for Stripe's API (tests point the SDK at a local fake server): protocol, host and port are used. */
    STRIPE_API_URL: z.url().optional(),
    /**
     * Outgoing fetches of addresses members give (calendar feeds) may reach loopback (127/8, ::1):
     * tests and the journeys serve their feeds there. Private and link-local addresses stay refused;
     * refused in production.
     */
    OUTBOUND_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
    /** End-to-end controls (time travel, run the jobs now): only with NODE_ENV=development, refused in production. */
    E2E_CONTROLS: z.enum(['0', '1']).default('0'),
  })
  .superRefine((c, ctx) => {
    if (c.PAYMENT_PROVIDER === 'stripe') {
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_PROVIDER=stripe' });
      }
    }
    if (!c.S3_BUCKET) {
      for (const key of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const) {
        if (c[key] !== undefined)
          ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `is required when ${key} is set` });
      }
    }
    if (!!c.S3_ACCESS_KEY_ID !== !!c.S3_SECRET_ACCESS_KEY) {
      const missing = c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      const other = c.S3_ACCESS_KEY_ID ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required when ${other} is set` });
    }
    if (c.NODE_ENV === 'production' && c.OUTBOUND_ALLOW_LOOPBACK === 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['OUTBOUND_ALLOW_LOOPBACK'],
        message: 'must not be true when NODE_ENV=production (members could make the server call itself)',
      });
    }
    if (c.NODE_ENV === 'production' && c.E2E_CONTROLS === '1') {
      ctx.addIssue({
        code: 'custom',
        path: ['E2E_CONTROLS'],
        message: 'must not be set when NODE_ENV=production (it lets anyone move the clock)',
      });
    }
    // Outside production a random key is generated and kept in the database (app_secrets);
    // in production, signed links must survive a database restore and be shared on purpose.
    if (c.NODE_ENV === 'production' && !c.SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SECRET_KEY'],
        message: 'is required when NODE_ENV=production (at least 32 characters)',
      });
    }
  });

export type Config = z.infer<typeof ConfigSchema>;

/** Where media live: MEDIA_DIR, or `media` under DATA_DIR. */
export function mediaDir(config: Pick<Config, 'MEDIA_DIR' | 'DATA_DIR'>): string {
  return config.MEDIA_DIR ?? `${config.DATA_DIR.replace(/\/+$/, '')}/media`;
}

/** The S3 settings when media live in a bucket (S3_BUCKET set), else null (local disk under mediaDir). */
export function s3Settings(config: Config) {
  if (!config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ? config.S3_FORCE_PATH_STYLE === 'true' : !!config.S3_ENDPOINT,
  };
}
export type S3Settings = NonNullable<ReturnType<typeof s3Settings>>;

/** Whether the development time-travel endpoints (/dev/clock, /dev/jobs/run) are on. */
export const e2eControlsEnabled = (config: Pick<Config, 'NODE_ENV' | 'E2E_CONTROLS'>) =>
  config.NODE_ENV === 'development' && config.E2E_CONTROLS === '1';

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a message that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
