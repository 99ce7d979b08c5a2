import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_S } from '@biclou/contracts/auth';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, loginAs, signedInUser } from '../../test/helpers';

const DAY_MS = 24 * 3600 * 1000;

/** The cookie keeps the spec's year, but the server ends an unused session. */
describe('sessions expire on the server after SESSION_IDLE_DAYS without use', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/user', headers });

  it('defaults to 30 days; the cookie still says one year', async () => {
    expect(t.deps.config.SESSION_IDLE_DAYS).toBe(30);
    const { email, password } = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
      remoteAddress: '10.9.9.9',
    });
    expect(res.cookies.find((c) => c.name === 'biclou_token')?.maxAge).toBe(SESSION_MAX_AGE_S);
  });

  it('a session used every few weeks lives on; one left 30 days answers 401', async () => {
    const active = await signedInUser(t);
    const idle = await signedInUser(t);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(20 * DAY_MS);
      expect((await me(active.headers)).statusCode).toBe(200);
    }
    expect((await me(idle.headers)).statusCode).toBe(401);
    // Bearer tokens are sessions too.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization: `Bearer ${idle.token}` } }))
        .statusCode,
    ).toBe(401);
  });

  it('29 days idle still works, 30 days does not', async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    t.clock.advance(29 * DAY_MS);
    expect((await me(a.headers)).statusCode).toBe(200);
    t.clock.advance(DAY_MS + 1);
    expect((await me(b.headers)).statusCode).toBe(401);
    expect((await me(a.headers)).statusCode).toBe(200);
  });

  it('the devices list leaves out the sessions that expired', async () => {
    const { email, password } = await createUser(t);
    await loginAs(t, email, password);
    t.clock.advance(31 * DAY_MS);
    const fresh = await loginAs(t, email, password);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/devices', headers: fresh.headers });
    expect(res.json().devices).toHaveLength(1);
  });
});

describe('SESSION_IDLE_DAYS is configurable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { SESSION_IDLE_DAYS: '2' });
  });
  afterAll(() => t.close());

  it('2 days', async () => {
    const u = await signedInUser(t);
    t.clock.advance(2 * DAY_MS + 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: u.headers })).statusCode).toBe(401);
  });
});
