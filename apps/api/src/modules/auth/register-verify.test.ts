import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oneTimeTokens, users } from '@biclou/db/schema';
import { sha256 } from '../../platform/auth/tokens';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, linkIn, loginAs, outboxFor, PASSWORD, uniqueEmail, uniqueIp } from '../../test/helpers';
import { REGISTER_MESSAGE } from './register';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (body: Record<string, unknown>, ip = uniqueIp()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body, remoteAddress: ip });
const validBody = (over: Record<string, unknown> = {}) => ({
  firstname: 'Léa',
  lastname: 'Martin',
  email: uniqueEmail('reg'),
  password: PASSWORD,
  terms: true,
  ...over,
});

/** The verify_url carried by the newest verification email to `email`. */
async function verifyUrlFor(email: string) {
  const [mail] = await outboxFor(t, email);
  const link = new URL(linkIn(mail!.text, /auth\/verify\?verify_url=/));
  return { link, verifyUrl: link.searchParams.get('verify_url')!, mail: mail! };
}
const verify = (verifyUrl: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/verify', payload: { verifyUrl } });

describe('POST /auth/register', () => {
  it('creates an unverified account, opens no session and stores an argon2id hash', async () => {
    const body = validBody({ email: `  Mixed.Case-${Date.now()}@Example.TEST ` });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: REGISTER_MESSAGE });
    expect(res.headers['set-cookie']).toBeUndefined();
    const email = (body.email as string).trim().toLowerCase();
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ firstname: 'Léa', lastname: 'Martin', locale: 'en', emailVerifiedAt: null });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
    expect(row!.termsAcceptedAt).toEqual(t.clock.now());
  });

  it('emails an English verification link with the documented shape; the token is stored hashed', async () => {
    const body = validBody();
    await register(body);
    const { link, verifyUrl, mail } = await verifyUrlFor(body.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Confirm your email address', locale: 'en' });
    expect(mail.html).toContain('Confirm my email');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/auth/verify');
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, body.email));
    const expires = Math.floor(t.clock.now().getTime() / 1000) + 24 * 3600;
    const m = new RegExp(
      `^/api/v1/auth/verify/${user!.id}/([A-Za-z0-9_-]{43})\\?expires=${expires}&signature=[0-9a-f]{64}$`,
    ).exec(verifyUrl);
    expect(m).not.toBeNull();
    const [stored] = await t.deps.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user!.id));
    expect(stored!.tokenHash).toBe(sha256(m![1]!));
    expect(JSON.stringify(stored)).not.toContain(m![1]!);
  });

  it('writes to a French registrant in French, with a /fr/ link', async () => {
    const body = validBody({ locale: 'fr' });
    await register(body);
    const { link, mail } = await verifyUrlFor(body.email);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail.text).toContain('Bonjour Léa,');
    expect(link.pathname).toBe('/fr/auth/verify');
  });

  it('carries the page the newcomer was on to the verify link, and from there to login', async () => {
    const back = '/listing/3f2b8c1e-9a4d-4e2b-8f00-1c2d3e4f5a6b/request?start=2026-12-01&end=2026-12-03';
    const body = validBody({ redirect: back });
    expect((await register(body)).statusCode).toBe(201);
    const { link } = await verifyUrlFor(body.email);
    expect(link.searchParams.get('redirect')).toBe(back);
    expect(link.searchParams.get('verify_url')).toMatch(/^\/api\/v1\/auth\/verify\//);
    // An existing member is sent to a login link that keeps it too.
    const { email } = await createUser(t);
    await register(validBody({ email, redirect: back }));
    const [attempt] = await outboxFor(t, email);
    expect(new URL(linkIn(attempt!.text, /auth\/login/)).searchParams.get('redirect')).toBe(back);
    // Without one, the link has none.
    const plain = validBody();
    await register(plain);
    expect((await verifyUrlFor(plain.email)).link.searchParams.has('redirect')).toBe(false);
  });

  it.each([
    ['another host', '//evil.example/x'],
    ['an absolute URL', 'https://evil.example/'],
    ['a backslash host', '/\\evil.example'],
    ['a relative path', 'listing/x'],
    ['spaces', '/a b'],
    ['over 1000 characters', `/${'x'.repeat(1000)}`],
  ])('refuses %s as a return link (only pages of this site)', async (_, redirect) => {
    const res = await register(validBody({ redirect }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.redirect).toEqual(['The return link must be a page of this site.']);
  });

  it('answers an existing address exactly the same, and warns its owner in their language instead', async () => {
    const { email, user } = await createUser(t, { locale: 'fr', firstname: 'Anne' });
    const fresh = await register(validBody());
    const res = await register(validBody({ email: email.toUpperCase(), password: 'another-password-42' }));
    expect(res.statusCode).toBe(fresh.statusCode);
    expect(res.body).toBe(fresh.body);
    const mails = await outboxFor(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Quelqu’un a tenté de s’inscrire avec votre adresse e-mail');
    expect(mails[0]!.text).toContain('http://localhost:3000/fr/auth/forgot');
    const rows = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.passwordHash).toBe(user.passwordHash);
  });

  it('refuses common passwords', async () => {
    const res = await register(validBody({ password: 'Password123' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ password: ['This password is too common. Choose another one.'] });
  });

  it.each([
    ['terms false', { terms: false }, 'terms', 'You must accept the terms of service.'],
    ['terms missing', { terms: undefined }, 'terms', 'You must accept the terms of service.'],
    ['terms as a string', { terms: 'true' }, 'terms', 'You must accept the terms of service.'],
    ['short password', { password: 'short' }, 'password', 'The password must be at least 8 characters.'],
    ['password a number', { password: 12345678 }, 'password', 'The password must be at least 8 characters.'],
    ['bad email', { email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    ['empty first name', { firstname: '  ' }, 'firstname', 'The first name is required.'],
    ['missing last name', { lastname: undefined }, 'lastname', 'The last name is required.'],
    ['unknown locale', { locale: 'de' }, 'locale', undefined],
  ])('422 with a field message: %s', async (_label, over, field, message) => {
    const res = await register(validBody(over));
    expect(res.statusCode).toBe(422);
    const { error } = res.json();
    expect(error.code).toBe('validation');
    expect(error.fields[field]).toHaveLength(1);
    if (message) expect(error.fields[field][0]).toBe(message);
  });

  it('limits registrations per address and per IP', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 3; i++) expect((await register(validBody({ email }))).statusCode).toBe(201);
    const res = await register(validBody({ email }));
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);

    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) expect((await register(validBody(), ip)).statusCode).toBe(201);
    expect((await register(validBody(), ip)).statusCode).toBe(429);
  });
});

describe('POST /auth/verify', () => {
  it('verifies once; the same link then fails', async () => {
    const body = validBody();
    await register(body);
    const { verifyUrl } = await verifyUrlFor(body.email);
    const res = await verify(verifyUrl);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: body.email, emailVerified: true, firstname: 'Léa' });
    const again = await verify(verifyUrl);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_token');
  });

  it('refuses an expired link (24 hours on the app clock)', async () => {
    const body = validBody();
    await register(body);
    const { verifyUrl } = await verifyUrlFor(body.email);
    t.clock.advance(24 * 3600 * 1000);
    try {
      const res = await verify(verifyUrl);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_token');
    } finally {
      t.clock.advance(-24 * 3600 * 1000);
    }
    expect((await verify(verifyUrl)).statusCode).toBe(200);
  });

  it.each([
    [
      'a changed signature',
      (u: string) => u.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`),
    ],
    [
      'a pushed-back expiry',
      (u: string) => u.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 3600}`),
    ],
    ['another token', (u: string) => u.replace(/\/([A-Za-z0-9_-]{43})\?/, `/${'B'.repeat(43)}?`)],
    ['an absolute URL', (u: string) => `http://localhost:3000${u}`],
    ['a trailing parameter', (u: string) => `${u}&next=/admin`],
  ])('refuses %s, and the genuine link still works afterwards', async (_label, tamper) => {
    const body = validBody();
    await register(body);
    const { verifyUrl } = await verifyUrlFor(body.email);
    const res = await verify(tamper(verifyUrl));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_token');
    expect((await verify(verifyUrl)).statusCode).toBe(200);
  });

  it('422 without a verifyUrl; 400 for garbage', async () => {
    expect((await verify(undefined)).statusCode).toBe(422);
    expect((await verify(42)).statusCode).toBe(422);
    expect((await verify('/etc/passwd')).statusCode).toBe(400);
  });
});

describe('POST /auth/verify/resend', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify/resend' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it('lets an unverified user log in and get a new link that works', async () => {
    const { email, password } = await createUser(t, { verified: false });
    const { headers } = await loginAs(t, email, password);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    expect(me.json().user.emailVerified).toBe(false);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify/resend', headers });
    expect(res.statusCode).toBe(202);
    const { verifyUrl } = await verifyUrlFor(email);
    expect((await verify(verifyUrl)).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify/resend', headers });
    expect(after.statusCode).toBe(202);
    expect(await outboxFor(t, email)).toHaveLength(1);
  });

  it('sends the new link back to the page that asked for a confirmed email', async () => {
    const { email, password } = await createUser(t, { verified: false });
    const { headers } = await loginAs(t, email, password);
    const back = '/fr/listing/3f2b8c1e-9a4d-4e2b-8f00-1c2d3e4f5a6b/request?start=2026-12-01';
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify/resend',
      headers,
      payload: { redirect: '//evil.example' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.redirect).toEqual(['The return link must be a page of this site.']);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify/resend', headers, payload: { redirect: back } }))
        .statusCode,
    ).toBe(202);
    expect((await verifyUrlFor(email)).link.searchParams.get('redirect')).toBe(back);
  });
});
