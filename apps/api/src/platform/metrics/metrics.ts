import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The instance's Prometheus series (prom-client), one registry per app (tests build several in one
 * process). Served by GET /metrics (metrics-route.ts); written by the HTTP hooks, the job
 * scheduler, the realtime server and the read-through caches.
 */
export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  httpErrors: Counter<'method' | 'route' | 'status_code'>;
  jobRuns: Counter<'outcome'>;
  jobDuration: Histogram;
  socketConnections: Gauge;
  cacheLookups: Counter<'cache' | 'result'>;
  /** Reads the database pool's figures on each scrape (PostgreSQL only). */
  watchDbPool(pool: { totalCount: number; idleCount: number; waitingCount: number }): void;
}

export function createMetrics(options: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry, prefix: 'biclou_' });
  const registers = [registry];
  let pool: { totalCount: number; idleCount: number; waitingCount: number } | null = null;
  const poolGauge = (name: string, help: string, read: (p: NonNullable<typeof pool>) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        if (pool) this.set(read(pool));
      },
    });
  poolGauge('biclou_db_pool_connections', 'Connections open in the PostgreSQL pool.', (p) => p.totalCount);
  poolGauge('biclou_db_pool_idle', 'Idle connections in the PostgreSQL pool.', (p) => p.idleCount);
  poolGauge('biclou_db_pool_waiting', 'Queries waiting for a PostgreSQL connection.', (p) => p.waitingCount);
  return {
    registry,
    httpDuration: new Histogram({
      name: 'biclou_http_request_duration_seconds',
      help: 'HTTP request duration by route (the route pattern, not the URL).',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    httpErrors: new Counter({
      name: 'biclou_http_server_errors_total',
      help: 'Responses with a 5xx status, by route.',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    }),
    jobRuns: new Counter({
      name: 'biclou_job_runs_total',
      help: 'Runs of the due jobs, by outcome (ok or failed).',
      labelNames: ['outcome'],
      registers,
    }),
    jobDuration: new Histogram({
      name: 'biclou_job_run_duration_seconds',
      help: 'How long a run of the due jobs took.',
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 30],
      registers,
    }),
    socketConnections: new Gauge({
      name: 'biclou_socket_connections',
      help: 'Socket.IO clients connected to this instance.',
      registers,
    }),
    cacheLookups: new Counter({
      name: 'biclou_cache_lookups_total',
      help: 'Read-through cache lookups, by cache and result (hit or miss): the hit rate is hit / (hit + miss).',
      labelNames: ['cache', 'result'],
      registers,
    }),
    watchDbPool(p) {
      pool = p;
    },
  };
}
