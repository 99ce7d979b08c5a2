import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, PASSWORD, signedInUser, uniqueIp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** No cache (browser, proxy, CDN) may keep a private answer. */
describe('Cache-Control: no-store on private answers', () => {
  it.each([
    '/user',
    '/me/listings',
    '/me/trips',
    '/me/bookings',
    '/me/balance',
    '/me/banking',
    '/me/earnings',
    '/me/payouts',
    '/me/payouts/available',
    '/me/reviews/pending',
    '/devices',
  ])('GET %s for a signed-in member', async (path) => {
    const { headers } = await signedInUser(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${path}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /user carries the personal data it must not leave in a cache', async () => {
    const { headers, email } = await signedInUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    expect(res.json().user.email).toBe(email);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('login and token answers (the user, a bearer token) and refusals are not stored either', async () => {
    const { email } = await createUser(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: uniqueIp(),
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token',
      remoteAddress: uniqueIp(),
      payload: { email, password: PASSWORD, deviceName: 'cli' },
    });
    expect(token.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/user' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('a bearer token is treated like the cookie', async () => {
    const { token } = await signedInUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me/trips',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('routes that chose a cache policy keep it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
