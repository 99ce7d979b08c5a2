import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { startJobScheduler } from '../jobs/scheduler';

const TOKEN = 'scrape-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};

/** The value of one series in Prometheus' text format (0 when absent). */
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('GET /metrics', () => {
  it('is 404 without METRICS_TOKEN, 401 with a wrong token', async () => {
    const closed = await buildTestApp();
    try {
      expect((await closed.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
    for (const authorization of [undefined, 'Bearer nope', `Bearer ${TOKEN}x`, TOKEN.slice(1)]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
    }
  });

  it('moves the HTTP, error, cache, job and socket series with traffic', async () => {
    const before = await scrape();
    const settings = 'method="GET",route="/api/v1/settings",status_code="200"';
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/v1/settings' });
    await t.app.inject({ method: 'GET', url: '/api/v1/bookings/00000000-0000-4000-8000-000000000000' });

    // A failing database: a 500 on the health route.
    const execute = t.deps.db.execute.bind(t.deps.db);
    t.deps.db.execute = (() => Promise.reject(new Error('down'))) as unknown as typeof execute;
    await t.app.inject({ method: 'GET', url: '/api/health' });
    t.deps.db.execute = execute;

    // One job run that works and one that fails.
    const log = { error: () => {} };
    await startJobScheduler(() => Promise.resolve(), log, 60_000, t.deps.metrics).stop();
    await startJobScheduler(() => Promise.reject(new Error('x')), log, 60_000, t.deps.metrics).stop();

    // A signed-in socket.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const member = await signedInUser(t);
    const socket = connect(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, {
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie: member.cookie },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const after = await scrape();
    socket.disconnect();

    const moved = (series: string) => value(after, series) - value(before, series);
    expect(moved(`biclou_http_request_duration_seconds_count{${settings}}`)).toBe(3);
    // Route patterns, never raw URLs with ids.
    expect(after).toContain('route="/api/v1/bookings/:bookingId"');
    expect(after).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(moved('biclou_http_server_errors_total{method="GET",route="/api/health",status_code="500"}')).toBe(1);
    expect(moved('biclou_cache_lookups_total{cache="settings",result="hit"}')).toBeGreaterThanOrEqual(2);
    expect(moved('biclou_job_runs_total{outcome="ok"}')).toBe(1);
    expect(moved('biclou_job_runs_total{outcome="failed"}')).toBe(1);
    expect(moved('biclou_job_run_duration_seconds_count')).toBe(2);
    expect(value(after, 'biclou_socket_connections')).toBe(1);
    if (t.deps.dbKind === 'postgres') expect(value(after, 'biclou_db_pool_connections')).toBeGreaterThan(0);
    else expect(after).toContain('# TYPE biclou_db_pool_connections gauge');
  });
});
