import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('health probes', () => {
  it('live answers without touching a dependency', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'live' });
  });

  it('ready checks the database, Redis when configured, and the media storage', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: process.env.REDIS_URL ? 'ok' : 'absent', storage: 'ok' },
    });
  });

  it('is 503, naming the dependency, when the storage fails, and live still answers', async () => {
    const broken = await buildTestApp({
      media: { ...t.deps.media, ping: () => Promise.reject(new Error('bucket unreachable')) },
    });
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not-ready', checks: { database: 'ok', storage: 'failing' } });
      expect((await broken.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it('is 503 when the database does not answer in time', async () => {
    const hanging = await buildTestApp();
    const execute = hanging.deps.db.execute.bind(hanging.deps.db);
    // Only this request runs while the database hangs.
    hanging.deps.db.execute = (() => new Promise(() => {})) as unknown as typeof execute;
    try {
      const res = await hanging.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks.database).toBe('failing');
    } finally {
      hanging.deps.db.execute = execute;
      await hanging.close();
    }
  });
});
