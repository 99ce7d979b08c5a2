import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { oneTimeTokens, sessions, users } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { loginAs, PASSWORD, signedInUser, uniqueIp } from '../../test/helpers';

// Bookings do not exist yet; this stands in for a user who has one unfinished.
const blocked = vi.hoisted(() => new Set<string>());
vi.mock('./unfinished-bookings', () => ({
  hasUnfinishedBookings: async (_tx: unknown, userId: string) => blocked.has(userId),
}));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const me = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: uniqueIp() });
const changePassword = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/account/password', headers, payload: payload as never });
const deleteAccount = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'DELETE', url: '/api/v1/account', headers, payload: payload as never });

describe('PUT /account/password', () => {
  it('changes the password, logs out the other devices and keeps this one', async () => {
    const { headers, email } = await signedInUser(t);
    const other = await loginAs(t, email);
    const res = await changePassword(headers, { currentPassword: PASSWORD, password: 'a-different-password' });
    expect(res.statusCode).toBe(200);
    expect((await me(headers)).statusCode).toBe(200);
    expect((await me(other.headers)).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(422);
    expect((await login(email, 'a-different-password')).statusCode).toBe(200);
  });

  it('422 on currentPassword when it is wrong, and nothing changes', async () => {
    const { headers, email } = await signedInUser(t);
    const res = await changePassword(headers, { currentPassword: 'not-my-password', password: 'a-different-password' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ currentPassword: ['The current password is incorrect.'] });
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [{ currentPassword: PASSWORD, password: 'short' }, { password: ['The password must be at least 8 characters.'] }],
    [
      { currentPassword: PASSWORD, password: 'qwertyuiop' },
      { password: ['This password is too common. Choose another one.'] },
    ],
    [{ currentPassword: '', password: 'a-different-password' }, { currentPassword: ['Enter your current password.'] }],
  ])('422 with field messages: %j', async (payload, fields) => {
    const { headers } = await signedInUser(t);
    const res = await changePassword(headers, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual(fields);
  });

  it('limits wrong current passwords per account (a stolen session cannot guess the password)', async () => {
    const { headers } = await signedInUser(t);
    for (let i = 0; i < 5; i++)
      expect(
        (await changePassword(headers, { currentPassword: `guess-${i}-xx`, password: 'a-different-password' }))
          .statusCode,
      ).toBe(422);
    expect(
      (await changePassword(headers, { currentPassword: PASSWORD, password: 'a-different-password' })).statusCode,
    ).toBe(429);
  });

  it('holds that limit against 20 parallel guesses: 5 are checked, 15 are 429', async () => {
    const { headers } = await signedInUser(t);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        changePassword(headers, { currentPassword: `guess-${i}-xx`, password: 'a-different-password' }),
      ),
    );
    const statuses = guesses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });
});

describe('DELETE /account', () => {
  it('anonymises the account, ends its sessions and clears the cookie', async () => {
    const { headers, email, user } = await signedInUser(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/profile',
      headers,
      payload: {
        firstname: 'Léa',
        lastname: 'Martin',
        country: 'FR',
        birthdate: '1990-01-01',
        address: '1 rue de la Paix',
        city: 'Paris',
        description: 'Hello',
        spokenLanguages: ['fr'],
      },
    });
    const other = await loginAs(t, email);
    const res = await deleteAccount(headers, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toMatch(/^biclou_token=; Max-Age=0;/);
    expect((await me(headers)).statusCode).toBe(401);
    expect((await me(other.headers)).statusCode).toBe(401);

    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      email: `deleted-${user.id}@invalid`,
      firstname: 'Deleted',
      lastname: 'Deleted',
      phone: null,
      birthdate: null,
      address: null,
      city: null,
      description: null,
      siret: null,
      iban: null,
      spokenLanguages: [],
      deletedAt: t.clock.now(),
    });
    expect(JSON.stringify(row)).not.toMatch(/Léa|Martin|rue de la Paix|Hello/);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id))).toSatisfy(
      (rows: { revokedAt: Date | null }[]) => rows.every((s) => s.revokedAt),
    );
    expect(await t.deps.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id))).toEqual([]);

    expect((await login(email, PASSWORD)).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/members/${user.id}` })).statusCode).toBe(404);
    // The address is free again.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      remoteAddress: uniqueIp(),
      payload: { firstname: 'Léa', lastname: 'Martin', email, password: PASSWORD, terms: true },
    });
    expect(again.statusCode).toBe(201);
    expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('is refused with 409 while bookings are unfinished, and nothing changes', async () => {
    const { headers, user } = await signedInUser(t);
    blocked.add(user.id);
    const res = await deleteAccount(headers, { password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'conflict', message: 'Cannot delete : you have unfinished bookings.' });
    expect((await me(headers)).json().user.email).toBe(user.email);
  });

  it('needs the password: 422 when wrong or missing', async () => {
    const { headers } = await signedInUser(t);
    const wrong = await deleteAccount(headers, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({ password: ['The password is incorrect.'] });
    expect((await deleteAccount(headers, undefined)).statusCode).toBe(422);
    expect((await deleteAccount(headers, { password: '' })).json().error.fields).toEqual({
      password: ['Enter your password to confirm.'],
    });
    expect((await me(headers)).statusCode).toBe(200);
  });
});
