import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, linkIn, loginAs, outboxFor, uniqueEmail, uniqueIp } from '../../test/helpers';
import { FORGOT_MESSAGE } from './forgot-password';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const forgot = (email: string, ip = uniqueIp()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot', payload: { email }, remoteAddress: ip });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/reset', payload: { token, password } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: uniqueIp() });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/user', headers });

async function resetTokenFor(email: string) {
  const [mail] = await outboxFor(t, email);
  const url = linkIn(mail!.text, /\/auth\/reset\//);
  return { url, token: url.split('/auth/reset/')[1]!, mail: mail! };
}

describe('POST /auth/forgot', () => {
  it('answers identically for a known and an unknown address; only the known one gets mail', async () => {
    const { email } = await createUser(t);
    const stranger = uniqueEmail('stranger');
    const before = (await t.deps.db.select().from(outbox)).length;
    const known = await forgot(email);
    const unknown = await forgot(stranger);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: FORGOT_MESSAGE });
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    expect(await outboxFor(t, stranger)).toHaveLength(0);
    expect(await outboxFor(t, email)).toHaveLength(1);
    expect((await t.deps.db.select().from(outbox)).length).toBe(before + 1);
  });

  it('sends the link in the account language: /auth/reset/{token}, or /fr/auth/reset/{token}', async () => {
    const en = await createUser(t, { locale: 'en' });
    const fr = await createUser(t, { locale: 'fr' });
    await forgot(en.email);
    await forgot(fr.email);
    const enMail = await resetTokenFor(en.email);
    const frMail = await resetTokenFor(fr.email);
    expect(enMail.url).toMatch(/^http:\/\/localhost:3000\/auth\/reset\/[A-Za-z0-9_-]{43}$/);
    expect(enMail.mail.subject).toBe('Reset your password');
    expect(frMail.url).toMatch(/^http:\/\/localhost:3000\/fr\/auth\/reset\/[A-Za-z0-9_-]{43}$/);
    expect(frMail.mail.subject).toBe('Réinitialisez votre mot de passe');
  });

  it('is limited per address, the same way whether it exists or not', async () => {
    const { email } = await createUser(t);
    const stranger = uniqueEmail('stranger');
    for (let i = 0; i < 3; i++) {
      expect((await forgot(email)).statusCode).toBe(202);
      expect((await forgot(stranger)).statusCode).toBe(202);
    }
    const a = await forgot(email);
    const b = await forgot(stranger);
    expect(a.statusCode).toBe(429);
    expect(b.statusCode).toBe(429);
    expect(a.body).toBe(b.body);
  });

  it('422 for a missing or invalid email', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot', payload: {} })).json().error.fields.email,
    ).toHaveLength(1);
    expect((await forgot('nope')).statusCode).toBe(422);
  });
});

describe('POST /auth/reset', () => {
  it('sets the new password, ends every session, does not log in, and works once', async () => {
    const { email, password } = await createUser(t, { verified: false });
    const phone = await loginAs(t, email, password);
    const laptop = await loginAs(t, email, password);
    await forgot(email);
    const { token } = await resetTokenFor(email);

    const res = await reset(token, 'my-brand-new-password');
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await me(phone.headers)).statusCode).toBe(401);
    expect((await me(laptop.headers)).statusCode).toBe(401);
    expect((await login(email, password)).statusCode).toBe(422);
    const ok = await login(email, 'my-brand-new-password');
    expect(ok.statusCode).toBe(200);
    // The link came through the inbox, so the address is proven.
    expect(ok.json().user.emailVerified).toBe(true);

    const again = await reset(token, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_token');
    expect((await login(email, 'my-brand-new-password')).statusCode).toBe(200);
    expect((await outboxFor(t, email))[0]!.subject).toBe('Your password was changed');
  });

  it('expires after one hour', async () => {
    const { email } = await createUser(t);
    await forgot(email);
    const { token } = await resetTokenFor(email);
    t.clock.advance(3600 * 1000);
    try {
      expect((await reset(token, 'my-brand-new-password')).statusCode).toBe(400);
    } finally {
      t.clock.advance(-3600 * 1000);
    }
  });

  it('a reset kills the other outstanding reset links', async () => {
    const { email } = await createUser(t);
    await forgot(email);
    const first = (await resetTokenFor(email)).token;
    await forgot(email);
    const second = (await resetTokenFor(email)).token;
    expect((await reset(second, 'my-brand-new-password')).statusCode).toBe(200);
    expect((await reset(first, 'another-new-password')).statusCode).toBe(400);
  });

  it('refuses a common or short password without spending the token', async () => {
    const { email } = await createUser(t);
    await forgot(email);
    const { token } = await resetTokenFor(email);
    const common = await reset(token, 'iloveyou123');
    expect(common.statusCode).toBe(422);
    expect(common.json().error.fields).toEqual({ password: ['This password is too common. Choose another one.'] });
    expect((await reset(token, 'short')).json().error.fields.password).toEqual([
      'The password must be at least 8 characters.',
    ]);
    expect((await reset(token, 'my-brand-new-password')).statusCode).toBe(200);
  });

  it('400 for an unknown token, 422 for a malformed body', async () => {
    expect((await reset('x'.repeat(43), 'my-brand-new-password')).statusCode).toBe(400);
    expect((await reset('short', 'my-brand-new-password')).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset', payload: { token: 42 } })).statusCode).toBe(
      422,
    );
  });
});
