import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '@biclou/db/schema';
import { ConfigError, loadConfig } from '../../platform/config/config';
import { createOffsetClock } from '../../platform/clock';
import { buildTestApp, testClock, type TestApp } from '../../test/build-test-app';
import { bookingWorld, requested } from '../../test/booking-helpers';

const post = (t: TestApp, url: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as never });
const DEV = { NODE_ENV: 'development', LOG_LEVEL: 'silent' };

describe('time travel is off unless NODE_ENV=development and E2E_CONTROLS=1', () => {
  it.each([
    ['test, no flag', {}, false],
    ['test with the flag', { E2E_CONTROLS: '1' }, true],
    ['development, no flag', DEV, true],
    ['development, flag 0', { ...DEV, E2E_CONTROLS: '0' }, true],
  ] as const)('404 in %s', async (_label, env, offsetClock) => {
    const t = await buildTestApp(offsetClock ? { clock: createOffsetClock(testClock()) } : {}, env);
    try {
      for (const url of ['/dev/clock', '/dev/jobs/run']) {
        const res = await post(t, url, { advanceDays: 1 });
        expect(res.statusCode, url).toBe(404);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/dev/clock' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('the configuration refuses the flag in production', () => {
    const production = { NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(40) };
    expect(() => loadConfig({ ...production, E2E_CONTROLS: '1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, E2E_CONTROLS: '1' })).toThrow(
      /E2E_CONTROLS: must not be set when NODE_ENV=production/,
    );
    expect(loadConfig(production).E2E_CONTROLS).toBe('0');
  });

  it('the offset clock moves forward only, and resets to real time', () => {
    const base = testClock(new Date('2026-06-01T10:00:00Z'));
    const clock = createOffsetClock(base);
    clock.advance(3_600_000);
    expect(clock.now().toISOString()).toBe('2026-06-01T11:00:00.000Z');
    expect(() => clock.advance(-1)).toThrow();
    clock.reset();
    expect(clock.now().toISOString()).toBe('2026-06-01T10:00:00.000Z');
  });
});

describe('with NODE_ENV=development and E2E_CONTROLS=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      { clock: createOffsetClock(testClock(new Date('2026-06-01T10:00:00Z'))) },
      { ...DEV, E2E_CONTROLS: '1' },
    );
  });
  afterAll(() => t.close());

  it('moves the clock by days and hours, validates the body, and resets', async () => {
    const moved = await post(t, '/dev/clock', { advanceDays: 2, advanceHours: 1.5 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ now: '2026-06-03T11:30:00.000Z', offsetMs: (48 + 1.5) * 3_600_000 });
    expect(t.deps.clock.now().toISOString()).toBe('2026-06-03T11:30:00.000Z');
    expect((await post(t, '/dev/clock', { advanceDays: -1 })).statusCode).toBe(422);
    expect((await post(t, '/dev/clock', { advanceHours: 'soon' })).statusCode).toBe(422);
    const reset = await post(t, '/dev/clock', { reset: true });
    expect(reset.json()).toEqual({ now: '2026-06-01T10:00:00.000Z', offsetMs: 0 });
  });

  it('runs the due jobs at the moved clock: a request expires after 48 h', async () => {
    const w = await bookingWorld(t);
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-06-20', '2026-06-22');
    const early = await post(t, '/dev/jobs/run');
    expect(early.json().report.expiredRequests).toBe(0);
    await post(t, '/dev/clock', { advanceHours: 48 });
    const run = await post(t, '/dev/jobs/run');
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ now: '2026-06-03T10:00:00.000Z', report: { expiredRequests: 1 } });
    const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row!.status).toBe('expired');
    await post(t, '/dev/clock', { reset: true });
  });
});
