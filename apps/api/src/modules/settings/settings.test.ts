import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(body.cancelationOptions.short_notice).toEqual({ delayDays: 3, refundBeforeDelayPct: 70, refundAfterDelayPct: 0 });
    expect(body.countries.map((c: { code: string }) => c.code)).toEqual(['BE', 'CH', 'FR', 'LU']);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
