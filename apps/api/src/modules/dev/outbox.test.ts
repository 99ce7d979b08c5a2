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
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', remoteAddress: uniqueIp(), payload: { firstname: 'Ann', lastname: 'Lee', email, password: 'a-long-enough-password', terms: true } });
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot', remoteAddress: uniqueIp(), payload: { email } });
    const res = await outbox(`?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(res.statusCode).toBe(200);
    const { messages } = res.json();
    expect(messages.map((m: { subject: string }) => m.subject)).toEqual(['Reset your password', 'Confirm your email address']);
    expect(Object.keys(messages[0]).sort()).toEqual(['channel', 'createdAt', 'html', 'id', 'locale', 'recipient', 'subject', 'text']);
    expect(messages[0]).toMatchObject({ channel: 'email', recipient: email, locale: 'en' });
    expect(messages[0].html).toContain('<html lang="en">');
  });

  it('finds SMS by phone number, even when the + was not encoded', async () => {
    const { headers } = await signedInUser(t);
    await t.app.inject({ method: 'POST', url: '/api/v1/account/phone', headers, payload: { phone: '+352 621 654 321', country: 'LU' } });
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
