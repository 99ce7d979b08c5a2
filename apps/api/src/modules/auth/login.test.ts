import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '@biclou/db/schema';
import { sha256 } from '../../platform/auth/tokens';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { CHROME_LINUX, createUser, loginAs, PASSWORD, sessionCookieFrom, uniqueIp } from '../../test/helpers';
import { INVALID_CREDENTIALS } from './login';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = uniqueIp(), headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    headers: { 'user-agent': CHROME_LINUX, ...headers },
  });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/user', headers });

describe('POST /auth/login', () => {
  it('answers { user } and sets the session cookie with exactly the required attributes', async () => {
    const { email, user } = await createUser(t);
    const res = await login(email, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, email, emailVerified: true, role: 'user' });
    const setCookie = res.headers['set-cookie'] as string;
    expect(setCookie).toMatch(/^biclou_token=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(setCookie).not.toContain('Secure');
  });

  it('stores only the SHA-256 of the session token, and names the device from its user agent', async () => {
    const { email, user } = await createUser(t);
    const ip = uniqueIp();
    const token = sessionCookieFrom(await login(email, PASSWORD, ip)).split('=')[1]!;
    const rows = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tokenHash: sha256(token), name: 'Chrome on Linux', ip, revokedAt: null });
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('lets the cookie authenticate GET /user; without it the answer is 401', async () => {
    const { email } = await createUser(t);
    const { cookie } = await loginAs(t, email);
    expect((await me({ cookie })).json().user.email).toBe(email);
    const anonymous = await me({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toEqual({ code: 'unauthenticated', message: 'Please log in to continue' });
    expect((await me({ cookie: 'biclou_token=forged-token-value' })).statusCode).toBe(401);
  });

  it('answers the same 422 for a wrong password and for an unknown address', async () => {
    const { email } = await createUser(t);
    const wrong = await login(email, 'wrong-password-123');
    const unknown = await login('nobody-here@example.test', 'wrong-password-123');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      error: { code: 'invalid_credentials', message: INVALID_CREDENTIALS, fields: { email: [INVALID_CREDENTIALS] } },
    });
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a suspended account with 422 account_suspended, after checking the password', async () => {
    const { email } = await createUser(t, { banned: true });
    expect((await login(email, 'wrong-password-123')).json().error.code).toBe('invalid_credentials');
    const res = await login(email, PASSWORD);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'account_suspended',
      message: 'This account has been suspended.',
      fields: { email: ['This account has been suspended.'] },
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 429 after 5 failures for one email from one IP, even with the right password', async () => {
    const { email } = await createUser(t);
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await login(email, `wrong-${i}-password`, ip)).statusCode).toBe(422);
    const blocked = await login(email, PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('rate_limited');
    expect(blocked.headers['set-cookie']).toBeUndefined();
    // The owner, elsewhere, is not locked out.
    expect((await login(email, PASSWORD, uniqueIp())).statusCode).toBe(200);
  });

  it('answers 429 after 20 failures from one IP, whatever the addresses', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++)
      expect((await login(`spray-${i}@example.test`, 'wrong-password-1', ip)).statusCode).toBe(422);
    const { email } = await createUser(t);
    expect((await login(email, PASSWORD, ip)).statusCode).toBe(429);
  });

  it('forgets earlier failures after a successful login', async () => {
    const { email } = await createUser(t);
    const ip = uniqueIp();
    for (let i = 0; i < 4; i++) await login(email, 'wrong-password-1', ip);
    expect((await login(email, PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(email, 'wrong-password-1', ip)).statusCode).toBe(422);
    expect((await login(email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('422 with field messages for bad bodies, and never a 500 for malformed JSON', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login' });
    expect(missing.statusCode).toBe(422);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'x', password: '' },
    });
    expect(res.json().error.fields).toEqual({
      email: ['Enter a valid email address.'],
      password: ['Enter your password.'],
    });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
  });
});

describe('POST /auth/token (API clients)', () => {
  it('answers a bearer token that authenticates without a cookie and without the CSRF header', async () => {
    const { email, user } = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token',
      payload: { email, password: PASSWORD, deviceName: 'Build server' },
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers['set-cookie']).toBeUndefined();
    const bearer = { authorization: `Bearer ${token}` };
    expect((await me(bearer)).json().user.id).toBe(user.id);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/preferences',
      headers: bearer,
      payload: { theme: 'dark' },
    });
    expect(put.statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.name).toBe('Build server');
  });
});

describe('POST /logout', () => {
  it('revokes the session at once and clears the cookie', async () => {
    const { email } = await createUser(t);
    const { headers } = await loginAs(t, email);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'See you soon!' });
    expect(res.headers['set-cookie']).toMatch(
      /^biclou_token=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict$/,
    );
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('is harmless without a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/logout' })).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('refresh last_used_at at most once a minute', async () => {
    const { email, user } = await createUser(t);
    const { headers } = await loginAs(t, email);
    const lastUsed = async () =>
      (await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]!.lastUsedAt.getTime();
    const loginTime = await lastUsed();
    t.clock.advance(30_000);
    await me(headers);
    expect(await lastUsed()).toBe(loginTime);
    t.clock.advance(30_000);
    await me(headers);
    expect(await lastUsed()).toBe(t.clock.now().getTime());
  });
});

describe('CSRF: cookie-authenticated changes need our header or our Origin', () => {
  const change = (headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/account/preferences', headers, payload: { theme: 'light' } });

  it.each([
    ['X-Requested-With: biclou', { 'x-requested-with': 'biclou' }, 200],
    ['our own Origin (PUBLIC_URL or localhost:PORT)', { origin: 'http://localhost:3000' }, 200],
    ['the Origin of the Host it was sent to', { origin: 'http://biclou.example', host: 'biclou.example' }, 200],
    ['a server-rendering call', { 'x-biclou-ssr': '1' }, 200],
    ['nothing', {}, 403],
    ['a foreign Origin', { origin: 'https://evil.example' }, 403],
    ['a wrong header value', { 'x-requested-with': 'XMLHttpRequest' }, 403],
  ])('%s → %i', async (_label, extra, status) => {
    const { email } = await createUser(t);
    const { cookie } = await loginAs(t, email);
    const res = await change({ cookie, ...extra });
    expect(res.statusCode).toBe(status);
    if (status === 403) expect(res.json().error.code).toBe('bad_origin');
  });

  it('does not apply to reads', async () => {
    const { email } = await createUser(t);
    const { cookie } = await loginAs(t, email);
    expect((await me({ cookie, origin: 'https://evil.example' })).statusCode).toBe(200);
  });
});

describe('under an https PUBLIC_URL', () => {
  let https: TestApp;
  beforeAll(async () => {
    https = await buildTestApp({}, { PUBLIC_URL: 'https://biclou.example' });
  });
  afterAll(() => https.close());

  it('marks the cookie Secure and accepts that Origin', async () => {
    const { email } = await createUser(https);
    const res = await https.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(res.headers['set-cookie']).toMatch(
      /^biclou_token=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    const cookie = sessionCookieFrom(res);
    const put = (origin: string) =>
      https.app.inject({
        method: 'PUT',
        url: '/api/v1/account/preferences',
        headers: { cookie, origin },
        payload: { theme: 'dark' },
      });
    expect((await put('https://biclou.example')).statusCode).toBe(200);
    expect((await put('http://biclou.example')).statusCode).toBe(403);
  });
});
