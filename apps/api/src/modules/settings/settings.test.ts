import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSettings } from '@biclou/db/schema';
import { SETTINGS_CACHE_TTL_MS } from './get-public-settings';
import { buildTestApp } from '../../test/build-test-app';

describe('GET /api/v1/settings', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('returns the default booking settings and the four countries', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.serviceFeeRateBp).toBe(1000);
    expect(body.commissionRateBp).toBe(1500);
    expect(body.cancelationOptions.short_notice).toEqual({
      delayDays: 3,
      refundBeforeDelayPct: 70,
      refundAfterDelayPct: 0,
    });
    expect(body.countries.map((c: { code: string }) => c.code)).toEqual(['BE', 'CH', 'FR', 'LU']);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

describe('settings cache', () => {
  it('serves a copy at most 5 s old, then reads the database again', async () => {
    const t = await buildTestApp();
    try {
      const first = (await t.app.inject({ method: 'GET', url: '/api/v1/settings' })).json();
      expect(first.serviceFeeRateBp).toBe(1000);
      await t.deps.db.update(bookingSettings).set({ serviceFeeRateBp: 1200 });
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/settings' })).json().serviceFeeRateBp).toBe(1000);
      t.clock.advance(SETTINGS_CACHE_TTL_MS);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/settings' })).json().serviceFeeRateBp).toBe(1200);
    } finally {
      await t.close();
    }
  });
});
