import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { signedInUser } from './helpers';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  ({ headers } = await signedInUser(t));
});
afterAll(() => t.close());

/** Every route that takes a JSON body, with a body of wrong types and the fields that must be named. */
const bodyRoutes: [method: 'POST' | 'PUT' | 'DELETE', url: string, wrong: Record<string, unknown>, fields: string[]][] =
  [
    [
      'POST',
      '/api/v1/auth/register',
      { firstname: 1, lastname: [], email: 2, password: {}, terms: 'yes', locale: 3 },
      ['firstname', 'lastname', 'email', 'password', 'terms', 'locale'],
    ],
    ['POST', '/api/v1/auth/verify', { verifyUrl: 5 }, ['verifyUrl']],
    ['POST', '/api/v1/auth/login', { email: 1, password: 2 }, ['email', 'password']],
    ['POST', '/api/v1/auth/token', { email: 1, password: 2, deviceName: 3 }, ['email', 'password', 'deviceName']],
    ['POST', '/api/v1/auth/forgot', { email: true }, ['email']],
    ['POST', '/api/v1/auth/reset', { token: 1, password: 2 }, ['token', 'password']],
    [
      'PUT',
      '/api/v1/account/profile',
      { firstname: 1, lastname: 2, isPro: 'x', spokenLanguages: 'fr' },
      ['firstname', 'lastname', 'isPro', 'spokenLanguages'],
    ],
    ['PUT', '/api/v1/account/preferences', { locale: 1, theme: 2 }, ['locale', 'theme']],
    ['PUT', '/api/v1/account/password', { currentPassword: 1, password: 2 }, ['currentPassword', 'password']],
    ['DELETE', '/api/v1/account', { password: 1 }, ['password']],
    ['POST', '/api/v1/account/phone', { phone: 1, country: 2 }, ['phone', 'country']],
    ['POST', '/api/v1/account/phone/confirm', { code: 1 }, ['code']],
  ];

describe.each(bodyRoutes)('%s %s', (method, url, wrong, fields) => {
  it('422 naming every wrong field', async () => {
    const res = await t.app.inject({ method, url, headers, payload: wrong });
    expect(res.statusCode).toBe(422);
    const { error } = res.json();
    expect(error.code).toBe('validation');
    expect(Object.keys(error.fields).sort()).toEqual([...fields].sort());
    for (const f of fields) expect(error.fields[f][0]).toEqual(expect.any(String));
  });

  it('422 without a body, with a JSON array or a bare string', async () => {
    for (const payload of [undefined, '[]', '"text"']) {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
        payload,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toBeDefined();
    }
  });

  it('4xx, never 500, for malformed JSON or an unexpected content type', async () => {
    const malformed = await t.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(malformed.statusCode).toBe(422);
    const empty = await t.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(422);
    const xml = await t.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
  });
});

describe('params and query', () => {
  it.each([['/api/v1/members/not-a-uuid'], ['/api/v1/dev/outbox?limit=abc'], ['/api/v1/dev/outbox?limit=100000']])(
    '422 for %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(422);
    },
  );

  it('a body over 1 MiB is a 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a@example.test', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('OpenAPI', () => {
  it('documents every account route from the same schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const { paths } = res.json();
    for (const [method, path] of [
      ['post', '/api/v1/auth/register'],
      ['post', '/api/v1/auth/verify'],
      ['post', '/api/v1/auth/verify/resend'],
      ['post', '/api/v1/auth/login'],
      ['post', '/api/v1/auth/token'],
      ['post', '/api/v1/logout'],
      ['get', '/api/v1/user'],
      ['post', '/api/v1/auth/forgot'],
      ['post', '/api/v1/auth/reset'],
      ['put', '/api/v1/account/profile'],
      ['post', '/api/v1/account/profile'],
      ['put', '/api/v1/account/preferences'],
      ['put', '/api/v1/account/password'],
      ['delete', '/api/v1/account'],
      ['post', '/api/v1/account/phone'],
      ['post', '/api/v1/account/phone/confirm'],
      ['get', '/api/v1/devices'],
      ['delete', '/api/v1/devices/{deviceId}'],
      ['get', '/api/v1/members/{userId}'],
      ['get', '/api/v1/geo/country'],
      ['get', '/api/v1/dev/outbox'],
    ] as const) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(paths['/api/v1/auth/register'].post.requestBody.content['application/json'].schema.required).toContain(
      'terms',
    );
  });
});
