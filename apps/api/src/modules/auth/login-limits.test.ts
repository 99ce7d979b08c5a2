import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { CHROME_LINUX, createUser, linkIn, outboxFor, PASSWORD, uniqueIp } from '../../test/helpers';

// Runs on PGlite with the memory limiter, and on PostgreSQL + Redis when DATABASE_URL and REDIS_URL are set.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const login = (email: string, password: string, ip = uniqueIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    headers: { 'user-agent': CHROME_LINUX },
  });
const wrong = (i: number) => `wrong-password-${i}`;
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;
/** The Redis store expires windows in real time; only the memory store follows the test clock. */
const onTestClock = !process.env.REDIS_URL;

describe('login limits hold under concurrency', () => {
  it('lets at most 5 of 30 parallel wrong passwords from one address through; the rest are 429 with Retry-After', async () => {
    const { email } = await createUser(t);
    const ip = uniqueIp();
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => login(email, wrong(i), ip)));
    const got = statuses(responses);
    expect(count(got, 422)).toBe(5);
    expect(count(got, 429)).toBe(25);
    for (const res of responses.filter((r) => r.statusCode === 429)) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect(res.json().error).toEqual({
        code: 'rate_limited',
        message: 'Too many attempts. Please try again in 15 minutes.',
      });
    }
    expect((await login(email, PASSWORD, ip)).statusCode).toBe(429);
  });

  it('stops a spread over several addresses per account: 3 addresses × 5 wrong passwords, then a 4th address is refused', async () => {
    const { email } = await createUser(t);
    for (const ip of [uniqueIp(), uniqueIp(), uniqueIp()]) {
      const got = statuses(await Promise.all(Array.from({ length: 5 }, (_, i) => login(email, wrong(i), ip))));
      expect(got.every((s) => s === 422 || s === 429)).toBe(true);
    }
    const fourth = await login(email, PASSWORD);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['set-cookie']).toBeUndefined();
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets at most 10 of 30 parallel wrong passwords from 6 addresses through', async () => {
    const { email } = await createUser(t);
    const ips = Array.from({ length: 6 }, () => uniqueIp());
    const got = statuses(await Promise.all(Array.from({ length: 30 }, (_, i) => login(email, wrong(i), ips[i % 6]))));
    expect(count(got, 422)).toBe(10);
    expect(count(got, 429)).toBe(20);
    expect((await login(email, PASSWORD)).statusCode).toBe(429);
  });

  it('does not count right passwords: 25 logins from one office address all work', async () => {
    const ip = uniqueIp();
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser(t)));
    for (let round = 0; round < 5; round++) {
      expect(statuses(await Promise.all(users.map((u) => login(u.email, PASSWORD, ip))))).toEqual([
        200, 200, 200, 200, 200,
      ]);
    }
  });
});

describe('a locked account', () => {
  it('emails its owner once, in their language, however many attempts follow', async () => {
    const { email } = await createUser(t, { locale: 'fr', firstname: 'Zoé' });
    for (let i = 0; i < 12; i++) await login(email, wrong(i));
    const mails = (await outboxFor(t, email)).filter(
      (m) => m.subject === 'Plusieurs connexions échouées à votre compte',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Bonjour Zoé,');
    expect(linkIn(mails[0]!.text, /\/auth\/forgot/)).toBe('http://localhost:3000/fr/auth/forgot');
  });

  it('sends no email for fewer failures, nor for an unknown address', async () => {
    const { email } = await createUser(t);
    for (let i = 0; i < 9; i++) await login(email, wrong(i));
    expect(await outboxFor(t, email)).toHaveLength(0);
    for (let i = 0; i < 11; i++) await login('nobody-at-all@example.test', wrong(i));
    expect(await outboxFor(t, 'nobody-at-all@example.test')).toHaveLength(0);
  });

  it('can still reset its password, which lifts the lock at once', async () => {
    const { email } = await createUser(t);
    for (let i = 0; i < 12; i++) await login(email, wrong(i));
    expect((await login(email, PASSWORD)).statusCode).toBe(429);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot',
      payload: { email },
      remoteAddress: uniqueIp(),
    });
    expect(forgot.statusCode).toBe(202);
    const [mail] = (await outboxFor(t, email)).filter((m) => m.subject === 'Reset your password');
    const token = linkIn(mail!.text, /\/auth\/reset\//).split('/auth/reset/')[1]!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset',
      payload: { token, password: 'a-brand-new-password' },
      remoteAddress: uniqueIp(),
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(email, 'a-brand-new-password')).statusCode).toBe(200);
  });

  it.skipIf(!onTestClock)(
    'emails the owner when the hour fills too, even from one address at a slow pace',
    async () => {
      const { email } = await createUser(t);
      const ip = uniqueIp();
      for (let window = 0; window < 4; window++) {
        for (let i = 0; i < 5; i++) expect((await login(email, wrong(i), ip)).statusCode).toBe(422);
        if (window < 3) expect(await outboxFor(t, email)).toHaveLength(0);
        t.clock.advance(15 * MINUTE);
      }
      expect((await outboxFor(t, email)).map((m) => m.subject)).toEqual(['Several failed logins to your account']);
    },
  );

  it.skipIf(!onTestClock)(
    'opens again when the window ends, then waits longer each time (15 min, then the hour)',
    async () => {
      const { email } = await createUser(t);
      for (let i = 0; i < 10; i++) expect((await login(email, wrong(i))).statusCode).toBe(422);
      const first = await login(email, PASSWORD);
      expect(first.statusCode).toBe(429);
      expect(Number(first.headers['retry-after'])).toBe(15 * 60);

      t.clock.advance(15 * MINUTE);
      for (let i = 0; i < 10; i++) expect((await login(email, wrong(i))).statusCode).toBe(422);
      const second = await login(email, PASSWORD);
      expect(second.statusCode).toBe(429);
      expect(Number(second.headers['retry-after'])).toBe(45 * 60);
      expect(second.json().error.message).toBe('Too many attempts. Please try again in 45 minutes.');

      t.clock.advance(15 * MINUTE);
      expect((await login(email, PASSWORD)).statusCode).toBe(429);
      t.clock.advance(30 * MINUTE);
      expect((await login(email, PASSWORD)).statusCode).toBe(200);
    },
  );
});

describe('behind a proxy (TRUST_PROXY=true, addresses from X-Forwarded-For)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({}, { TRUST_PROXY: 'true' });
  });
  afterAll(() => proxied.close());

  const viaProxy = (email: string, password: string, forwardedFor: string) =>
    proxied.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts per forwarded address, and a new address per guess still meets the account limit', async () => {
    const { email } = await createUser(proxied);
    const office = uniqueIp();
    const sameOffice = statuses(
      await Promise.all(Array.from({ length: 8 }, (_, i) => viaProxy(email, wrong(i), office))),
    );
    expect(count(sameOffice, 422)).toBe(5);
    const rotating = statuses(
      await Promise.all(Array.from({ length: 20 }, (_, i) => viaProxy(email, wrong(i), uniqueIp()))),
    );
    expect(count(rotating, 422)).toBe(5);
    expect((await viaProxy(email, PASSWORD, uniqueIp())).statusCode).toBe(429);
  });
});
