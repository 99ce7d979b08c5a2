import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appSecrets, users } from '@biclou/db/schema';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from '@biclou/db/seed-demo';
import { isCommonPassword } from '@biclou/domain/password-policy';
import { isValidSiret } from '@biclou/domain/siret';
import { normalizePhone } from '@biclou/domain/phone';
import { loadConfig } from '../platform/config/config';
import { loadSecret } from '../platform/auth/secret';
import { buildTestApp, type TestApp } from './build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo seed (first start with an empty database)', () => {
  it('seeds an admin and members in the four countries, once', async () => {
    const first = await seedDemo(t.deps.db, { hashPassword: t.deps.passwords.hash });
    expect(first.seeded).toBe(true);
    expect(first.accounts.map((a) => a.email)).toEqual(DEMO_USERS.map((u) => u.email));
    expect(new Set(first.accounts.map((a) => a.country))).toEqual(new Set(['FR', 'CH', 'BE', 'LU']));
    expect(first.accounts.filter((a) => a.role === 'admin').map((a) => a.email)).toEqual(['admin@biclou.test']);

    const second = await seedDemo(t.deps.db, { hashPassword: t.deps.passwords.hash });
    expect(second.seeded).toBe(false);
    expect(await t.deps.db.select().from(users)).toHaveLength(DEMO_USERS.length);
  });

  it('gives every demo account a usable, complete and valid profile', async () => {
    expect(isCommonPassword(DEMO_PASSWORD)).toBe(false);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@biclou.test', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({
      role: 'admin',
      emailVerified: true,
      phoneVerified: true,
      profileCompleted: true,
    });
    for (const u of DEMO_USERS) {
      expect(normalizePhone(u.phone!, u.country!)).toMatchObject({ ok: true, e164: u.phone });
      if (u.isPro && u.country === 'FR') expect(isValidSiret(u.siret!)).toBe(true);
    }
    expect(DEMO_USERS.filter((u) => u.isPro).length).toBeGreaterThanOrEqual(2);
  });

  it('does not seed a database that already has users', async () => {
    await t.deps.db.delete(users).where(eq(users.email, 'admin@biclou.test'));
    const again = await seedDemo(t.deps.db, { hashPassword: t.deps.passwords.hash });
    expect(again.seeded).toBe(false);
    expect(again.accounts.map((a) => a.email)).not.toContain('admin@biclou.test');
  });
});

describe('secret key', () => {
  it('is generated once outside production and shared through the database', async () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    const a = await loadSecret(config, t.deps.db);
    const b = await loadSecret(config, t.deps.db);
    expect(a).toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(43);
    expect(t.deps.secret).toBe(a);
    expect(await t.deps.db.select().from(appSecrets)).toHaveLength(1);
  });

  it('SECRET_KEY wins when set, and is required in production', async () => {
    expect(await loadSecret(loadConfig({ SECRET_KEY: 'k'.repeat(32) }), t.deps.db)).toBe('k'.repeat(32));
    const prod = { ...loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'k'.repeat(32) }), SECRET_KEY: undefined };
    await expect(loadSecret(prod, t.deps.db)).rejects.toThrow(/SECRET_KEY/);
  });
});
