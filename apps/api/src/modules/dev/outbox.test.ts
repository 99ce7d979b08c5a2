import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser, uniqueEmail, uniqueIp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const outbox = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox${query}` });

describe('GET /dev/outbox (development)', () => {
  it('lists the mail to an address, newest first, with text and html', async () => {
    const email = uniqueEmail('inbox');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      remoteAddress: uniqueIp(),
      payload: { firstname: 'Ann', lastname: 'Lee', email, password: 'a-long-enough-password', terms: true },
    });
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot', remoteAddress: uniqueIp(), payload: { email } });
    const res = await outbox(`?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(res.statusCode).toBe(200);
    const { messages } = res.json();
    expect(messages.map((m: { subject: string }) => m.subject)).toEqual([
      'Reset your password',
      'Confirm your email address',
    ]);
    expect(Object.keys(messages[0]).sort()).toEqual([
      'channel',
      'createdAt',
      'html',
      'id',
      'locale',
      'recipient',
      'subject',
      'text',
    ]);
    expect(messages[0]).toMatchObject({ channel: 'email', recipient: email, locale: 'en' });
    expect(messages[0].html).toContain('<html lang="en">');
  });

  it('finds SMS by phone number, even when the + was not encoded', async () => {
    const { headers } = await signedInUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/phone',
      headers,
      payload: { phone: '+352 621 654 321', country: 'LU' },
    });
    for (const q of ['?to=%2B352621654321', '?to=+352621654321']) {
      const { messages } = (await outbox(q)).json();
      expect(messages[0]).toMatchObject({ channel: 'sms', recipient: '+352621654321', subject: null, html: null });
      expect(messages[0].text).toMatch(/\b\d{6}\b/);
    }
  });

  it('422 for a bad limit', async () => {
    expect((await outbox('?limit=0')).statusCode).toBe(422);
  });
});

describe('GET /dev/outbox: admins and this machine only', () => {
  const read = (o: { remoteAddress: string; headers?: Record<string, string> }, app = t.app) =>
    app.inject({ method: 'GET', url: '/api/v1/dev/outbox', remoteAddress: o.remoteAddress, headers: o.headers ?? {} });
  const secretFor = async (app: TestApp) => {
    const email = uniqueEmail('secret');
    await app.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      remoteAddress: uniqueIp(),
      payload: { firstname: 'Ann', lastname: 'Lee', email, password: 'a-long-enough-password', terms: true },
    });
    return email;
  };

  it('hides from a remote visitor (404) but answers this machine', async () => {
    const email = await secretFor(t);
    const remote = await read({ remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain(email);
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const local = await read({ remoteAddress });
      expect(local.statusCode).toBe(200);
      expect(local.json().messages.map((m: { recipient: string }) => m.recipient)).toContain(email);
    }
  });

  it('answers an admin from anywhere, not a member', async () => {
    const email = await secretFor(t);
    const admin = await signedInUser(t, { role: 'admin' });
    const member = await signedInUser(t);
    const asAdmin = await read({ remoteAddress: '203.0.113.9', headers: admin.headers });
    expect(asAdmin.statusCode).toBe(200);
    expect(JSON.stringify(asAdmin.json())).toContain(email);
    expect((await read({ remoteAddress: '203.0.113.9', headers: member.headers })).statusCode).toBe(404);
  });

  it('a forged X-Forwarded-For does not make a remote visitor local (TRUST_PROXY off)', async () => {
    expect((await read({ remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(
      404,
    );
    // A proxy on this machine relaying a remote visitor.
    expect((await read({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(
      404,
    );
  });

  describe('behind a proxy (TRUST_PROXY=true)', () => {
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await buildTestApp({}, { TRUST_PROXY: 'true' });
    });
    afterAll(() => proxied.close());

    it('follows the forwarded client, and a forged hop never makes it local', async () => {
      expect(
        (await read({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } }, proxied.app))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await read(
            { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' } },
            proxied.app,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (await read({ remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } }, proxied.app))
          .statusCode,
      ).toBe(404);
      expect(
        (await read({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } }, proxied.app))
          .statusCode,
      ).toBe(200);
    });
  });
});

describe('GET /dev/outbox (production)', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await buildTestApp({}, { NODE_ENV: 'production', SECRET_KEY: 'p'.repeat(40), LOG_LEVEL: 'silent' });
  });
  afterAll(() => prod.close());

  it('does not exist', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
