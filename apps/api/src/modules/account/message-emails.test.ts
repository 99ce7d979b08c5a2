import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const put = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/account/preferences', headers, payload: payload as never });

describe('"email me about new messages" (messageEmails)', () => {
  it('is on by default, shown in GET /user, turned off and on alone; 422 for a non-boolean', async () => {
    const { headers } = await signedInUser(t);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    expect(me.json().user).toMatchObject({ messageEmails: true });

    const off = await put(headers, { messageEmails: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().user).toMatchObject({ messageEmails: false, locale: 'en', theme: 'system' });
    // another preference leaves it as it is
    expect((await put(headers, { theme: 'dark' })).json().user).toMatchObject({ messageEmails: false, theme: 'dark' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user', headers })).json().user.messageEmails).toBe(false);

    const bad = await put(headers, { messageEmails: 'maybe' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields)).toEqual(['messageEmails']);
    expect((await put(headers, { messageEmails: true })).json().user.messageEmails).toBe(true);
  });

  it('anonymous: 401', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v1/account/preferences', payload: { messageEmails: false } }))
        .statusCode,
    ).toBe(401);
  });
});
