import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE_NAME } from '@biclou/contracts/auth';
import { outbox, users } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';

export const PASSWORD = 'a-long-enough-test-password';
export const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
export const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

/** Every test user comes from an address of its own, so per-IP limits never couple tests. */
export const uniqueIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
export const uniqueEmail = (tag = 'user') => `${tag}-${randomInt(1e9)}@example.test`;

export interface CreateUserOptions {
  email?: string;
  password?: string;
  firstname?: string;
  locale?: 'en' | 'fr';
  verified?: boolean;
  role?: 'user' | 'admin';
  banned?: boolean;
}

/** Inserts an account directly (registration has its own tests), with a real argon2id hash. */
export async function createUser(t: TestApp, o: CreateUserOptions = {}) {
  const email = o.email ?? uniqueEmail();
  const password = o.password ?? PASSWORD;
  const now = t.clock.now();
  const [user] = await t.deps.db
    .insert(users)
    .values({
      email,
      passwordHash: await t.deps.passwords.hash(password),
      firstname: o.firstname ?? 'Ada',
      lastname: 'Lovelace',
      locale: o.locale ?? 'en',
      role: o.role ?? 'user',
      emailVerifiedAt: o.verified === false ? null : now,
      termsAcceptedAt: now,
      bannedAt: o.banned ? now : null,
    })
    .returning();
  return { user: user!, email, password };
}

/** The session cookie set by a response, as a request `cookie` header value. */
export function sessionCookieFrom(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
  if (!cookie) throw new Error(`no ${SESSION_COOKIE_NAME} cookie in ${res.statusCode} ${res.body}`);
  return `${SESSION_COOKIE_NAME}=${cookie.value}`;
}

/** A signed-in browser: its cookie plus the header our web client adds to every call. */
export async function loginAs(
  t: TestApp,
  email: string,
  password = PASSWORD,
  opts: { ip?: string; userAgent?: string } = {},
) {
  const ip = opts.ip ?? uniqueIp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    headers: { 'user-agent': opts.userAgent ?? CHROME_LINUX },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookieFrom(res);
  return {
    cookie,
    ip,
    token: cookie.split('=')[1]!,
    headers: { cookie, 'x-requested-with': 'biclou', 'user-agent': opts.userAgent ?? CHROME_LINUX },
  };
}

/** A new user, signed in. */
export async function signedInUser(t: TestApp, o: CreateUserOptions = {}) {
  const created = await createUser(t, o);
  const session = await loginAs(t, created.email, created.password);
  return { ...created, ...session };
}
export type SignedInUser = Awaited<ReturnType<typeof signedInUser>>;

/** A fresh app and an admin signed in to it: what every admin test file starts from. */
export async function appWithAdmin(): Promise<{ t: TestApp; admin: SignedInUser }> {
  const t = await buildTestApp();
  return { t, admin: await signedInUser(t, { role: 'admin' }) };
}

/** Messages sent to `to`, newest first, straight from the outbox table. */
export async function outboxFor(t: TestApp, to: string) {
  return t.deps.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.seq));
}

/** The first URL in a text that matches `pattern`. */
export function linkIn(text: string, pattern: RegExp): string {
  const url = text.match(/https?:\/\/\S+/g)?.find((u) => pattern.test(u));
  if (!url) throw new Error(`no link matching ${pattern} in:\n${text}`);
  return url;
}
