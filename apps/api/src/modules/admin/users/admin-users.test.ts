import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@biclou/db/schema';
import { expectAdminOnly, expectAudited } from '../../../test/admin-matrix';
import { createLiveListing } from '../../../test/booking-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, loginAs, outboxFor, PASSWORD, signedInUser, uniqueIp } from '../../../test/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
const USERS = '/api/v1/admin/users';
const missing = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInUser(t, { role: 'admin', firstname: 'Ada' });
});
afterAll(() => t.close());

const as = (headers: Record<string, string>) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
  post: (url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers, payload: (payload ?? {}) as never }),
  put: (url: string, payload?: unknown) => t.app.inject({ method: 'PUT', url, headers, payload: payload as never }),
});
const asAdmin = () => as(admin.headers);

describe('authorization matrix: anonymous 401, member 403, admin 2xx', () => {
  it('every admin users and devices route', async () => {
    const target = await createUser(t, { verified: false });
    const other = await signedInUser(t);
    const base = `${USERS}/${target.user.id}`;
    await expectAdminOnly(t, { method: 'GET', url: USERS });
    await expectAdminOnly(t, { method: 'GET', url: base });
    await expectAdminOnly(t, { method: 'POST', url: `${base}/resend-verification` });
    await expectAdminOnly(t, { method: 'POST', url: `${base}/password-reset` });
    await expectAdminOnly(t, { method: 'POST', url: `${base}/suspend`, payload: { reason: 'Fraudulent listings' } });
    await expectAdminOnly(t, { method: 'POST', url: `${base}/unsuspend` });
    await expectAdminOnly(t, { method: 'PUT', url: `${base}/role`, payload: { role: 'admin' } });
    await expectAdminOnly(t, { method: 'PUT', url: `${base}/role`, payload: { role: 'user' } });
    await expectAdminOnly(t, { method: 'POST', url: `${base}/anonymise`, payload: { confirmEmail: target.email } });
    await expectAdminOnly(t, { method: 'GET', url: '/api/v1/admin/devices' });
    const [device] = (await asAdmin().get(`/api/v1/admin/devices?userId=${other.user.id}`)).json().items;
    await expectAdminOnly(t, { method: 'DELETE', url: `/api/v1/admin/devices/${device.id}` }, { adminStatus: 204 });
    await expectAdminOnly(t, { method: 'GET', url: `${USERS}/${missing}` }, { adminStatus: 404 });
  });
});

describe('list', () => {
  const tag = `zeta${Date.now()}`;
  let made: { id: string; email: string }[] = [];
  beforeAll(async () => {
    made = [];
    for (let i = 0; i < 7; i++) {
      const { user, email } = await createUser(t, {
        email: `${tag}-${i}@example.test`,
        firstname: `Name${i}`,
        verified: i % 2 === 0,
      });
      await t.deps.db
        .update(users)
        .set({ isPro: i < 3, country: i < 5 ? 'FR' : 'BE', lastname: `Zed${6 - i}` })
        .where(eq(users.id, user.id));
      made.push({ id: user.id, email });
    }
  });

  const ids = (res: { json(): { items: { id: string }[] } }) => res.json().items.map((u) => u.id);
  async function all(query: string) {
    const seen: string[] = [];
    let url = `${USERS}?${query}&limit=2`;
    for (let guard = 0; guard < 20; guard++) {
      const res = await asAdmin().get(url);
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...ids(res));
      const next = res.json().nextCursor;
      if (!next) return seen;
      url = `${USERS}?${query}&limit=2&cursor=${next}`;
    }
    throw new Error('too many pages');
  }

  it('searches by email or name and pages through every sort without gaps or repeats', async () => {
    const byEmail = await all(`q=${tag}&sort=email&dir=asc`);
    expect(byEmail).toEqual(made.map((m) => m.id));
    expect(await all(`q=${tag}&sort=email&dir=desc`)).toEqual(made.map((m) => m.id).reverse());
    // Lastnames Zed6..Zed0: ascending name is the reverse of creation.
    expect(await all(`q=${tag}&sort=name&dir=asc`)).toEqual(made.map((m) => m.id).reverse());
    const newest = await all(`q=${tag}&sort=createdAt&dir=desc`);
    expect(new Set(newest)).toEqual(new Set(made.map((m) => m.id)));
    expect(newest).toHaveLength(7);
    expect(await all(`q=name3`)).toContain(made[3]!.id);
  });

  it('filters by role, pro, verified, country and suspended', async () => {
    const q = `q=${tag}`;
    expect((await all(`${q}&pro=yes`)).sort()).toEqual(
      made
        .slice(0, 3)
        .map((m) => m.id)
        .sort(),
    );
    expect((await all(`${q}&verified=no`)).sort()).toEqual([1, 3, 5].map((i) => made[i]!.id).sort());
    expect((await all(`${q}&country=be`)).sort()).toEqual([5, 6].map((i) => made[i]!.id).sort());
    expect(await all(`${q}&role=admin`)).toEqual([]);
    expect(await all(`${q}&suspended=yes`)).toEqual([]);
    expect(await all(`${q}&pro=no&country=FR&verified=yes`)).toEqual([made[4]!.id]);
    const row = (await asAdmin().get(`${USERS}?q=${made[0]!.email}`)).json().items[0];
    expect(row).toMatchObject({
      email: made[0]!.email,
      isPro: true,
      country: 'FR',
      listingCount: 0,
      suspendedAt: null,
    });
  });

  it.each([
    ['sort=password', 'sort'],
    ['dir=up', 'dir'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['country=FRA', 'country'],
    ['pro=maybe', 'pro'],
    ['role=root', 'role'],
    ['cursor=%%%', 'cursor'],
    [`cursor=${Buffer.from('[1]').toString('base64url')}`, 'cursor'],
    [`sort=createdAt&cursor=${Buffer.from(`["soon","${missing}"]`).toString('base64url')}`, 'cursor'],
  ])('422 with a field message for %s', async (query, field) => {
    const res = await asAdmin().get(`${USERS}?${query}`);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.fields[field]?.[0]).toEqual(expect.any(String));
  });
});

describe('detail', () => {
  it('shows every private field (IBAN masked), listings, bookings, balance, ledger, payouts and devices', async () => {
    const owner = await signedInUser(t, { firstname: 'Olive' });
    await t.deps.db
      .update(users)
      .set({ phone: '+33612345678', iban: 'FR7630006000011234567890189', address: '1 rue X' })
      .where(eq(users.id, owner.user.id));
    const listing = await createLiveListing(t, owner.headers);
    const res = await asAdmin().get(`${USERS}/${owner.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ phone: '+33612345678', iban: '•••• 0189', address: '1 rue X', role: 'user' });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.listings.map((l: { id: string }) => l.id)).toEqual([listing.id]);
    expect(body).toMatchObject({ bookingsAsRenter: [], bookingsAsOwner: [], payouts: [], ledger: [] });
    expect(body.balance).toMatchObject({ availableCents: 0, inTransitCents: 0, paidOutCents: 0 });
    expect(body.devices.length).toBeGreaterThan(0);
  });

  it('404 for an unknown id, 422 for a malformed one', async () => {
    expect((await asAdmin().get(`${USERS}/${missing}`)).statusCode).toBe(404);
    expect((await asAdmin().get(`${USERS}/not-a-uuid`)).statusCode).toBe(422);
  });
});

describe('suspend', () => {
  it('revokes sessions (next request 401), refuses login with the reason, hides live listings; unsuspend restores', async () => {
    const owner = await signedInUser(t, { firstname: 'Sly' });
    const listing = await createLiveListing(t, owner.headers);
    const inSearch = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/search?bounds=45.70,4.77,45.81,4.92' }))
        .json()
        .results.map((r: { id: string }) => r.id);
    expect(await inSearch()).toContain(listing.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: owner.headers })).statusCode).toBe(200);

    const res = await asAdmin().post(`${USERS}/${owner.user.id}/suspend`, { reason: 'Stolen bikes reported' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      suspensionReason: 'Stolen bikes reported',
      suspendedAt: expect.any(String),
    });

    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: owner.headers })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: owner.email, password: PASSWORD },
      remoteAddress: uniqueIp(),
    });
    expect(login.statusCode).toBe(422);
    expect(login.json().error).toMatchObject({
      code: 'account_suspended',
      message: 'This account has been suspended.',
      fields: { email: ['This account has been suspended.'], reason: ['Stolen bikes reported'] },
    });
    expect(await inSearch()).not.toContain(listing.id);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(listing.id);
    const audit = await expectAudited(t.deps.db, {
      action: 'user.suspend',
      objectType: 'user',
      objectId: owner.user.id,
    });
    expect(audit).toMatchObject({ adminId: admin.user.id, reason: 'Stolen bikes reported' });
    expect(audit.before).toMatchObject({ suspendedAt: null });
    expect(audit.after).toMatchObject({ suspensionReason: 'Stolen bikes reported' });

    const back = await asAdmin().post(`${USERS}/${owner.user.id}/unsuspend`);
    expect(back.json().user).toMatchObject({ suspendedAt: null, suspensionReason: null });
    await expectAudited(t.deps.db, { action: 'user.unsuspend', objectType: 'user', objectId: owner.user.id });
    expect((await loginAs(t, owner.email)).cookie).toBeTruthy();
    expect(await inSearch()).toContain(listing.id);
  });

  it.each([
    [{}, 'reason'],
    [{ reason: '' }, 'reason'],
    [{ reason: '  a ' }, 'reason'],
    [{ reason: 'x'.repeat(1001) }, 'reason'],
  ])('422 on a missing or bad reason %#', async (payload, field) => {
    const { user } = await createUser(t);
    const res = await asAdmin().post(`${USERS}/${user.id}/suspend`, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields[field]?.[0]).toEqual(expect.any(String));
  });

  it('refuses to suspend yourself (422)', async () => {
    const res = await asAdmin().post(`${USERS}/${admin.user.id}/suspend`, { reason: 'oops really' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.reason).toEqual(['You cannot do this to your own account.']);
  });
});

describe('role', () => {
  it('grants and revokes admin, audited; never the last admin (422)', async () => {
    const { user } = await createUser(t);
    const granted = await asAdmin().put(`${USERS}/${user.id}/role`, { role: 'admin' });
    expect(granted.json().user.role).toBe('admin');
    await expectAudited(t.deps.db, { action: 'user.grant_admin', objectType: 'user', objectId: user.id });
    const revoked = await asAdmin().put(`${USERS}/${user.id}/role`, { role: 'user' });
    expect(revoked.json().user.role).toBe('user');
    await expectAudited(t.deps.db, { action: 'user.revoke_admin', objectType: 'user', objectId: user.id });
  });

  it('an admin may step down, but the last admin cannot (422 on role)', async () => {
    await t.deps.db.update(users).set({ role: 'user' }).where(ne(users.id, admin.user.id));
    const last = await asAdmin().put(`${USERS}/${admin.user.id}/role`, { role: 'user' });
    expect(last.statusCode).toBe(422);
    expect(last.json().error.fields.role).toEqual(['The last admin cannot lose the admin role.']);
    const second = await signedInUser(t, { role: 'admin' });
    const stepDown = await as(second.headers).put(`${USERS}/${second.user.id}/role`, { role: 'user' });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    expect((await asAdmin().get(`${USERS}/${admin.user.id}`)).json()).toMatchObject({
      user: { role: 'admin' },
      lastAdmin: true,
    });
  });

  it('422 on a bad role', async () => {
    const { user } = await createUser(t);
    const res = await asAdmin().put(`${USERS}/${user.id}/role`, { role: 'root' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.role?.[0]).toEqual(expect.any(String));
  });
});

describe('mails and anonymise', () => {
  it('resends the verification link (409 once confirmed) and sends a password reset, audited', async () => {
    const { user, email } = await createUser(t, { verified: false });
    const resend = await asAdmin().post(`${USERS}/${user.id}/resend-verification`);
    expect(resend.statusCode, resend.body).toBe(200);
    const reset = await asAdmin().post(`${USERS}/${user.id}/password-reset`);
    expect(reset.statusCode, reset.body).toBe(200);
    const mails = await outboxFor(t, email);
    expect(mails.map((m) => m.text).join('\n')).toMatch(/auth\/verify\?verify_url=/);
    expect(mails.map((m) => m.text).join('\n')).toMatch(/auth\/reset\//);
    await expectAudited(t.deps.db, { action: 'user.resend_verification', objectType: 'user', objectId: user.id });
    await expectAudited(t.deps.db, { action: 'user.password_reset', objectType: 'user', objectId: user.id });
    const verified = await createUser(t);
    expect((await asAdmin().post(`${USERS}/${verified.user.id}/resend-verification`)).statusCode).toBe(409);
  });

  it('anonymises as self-deletion does: typed email required, sessions end, personal data gone, audited', async () => {
    const member = await signedInUser(t, { firstname: 'Gone' });
    const wrong = await asAdmin().post(`${USERS}/${member.user.id}/anonymise`, { confirmEmail: 'nope@example.test' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields.confirmEmail?.[0]).toEqual(expect.any(String));
    expect((await asAdmin().post(`${USERS}/${member.user.id}/anonymise`, {})).statusCode).toBe(422);
    const res = await asAdmin().post(`${USERS}/${member.user.id}/anonymise`, { confirmEmail: member.email });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ firstname: 'Deleted', email: `deleted-${member.user.id}@invalid` });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: member.headers })).statusCode).toBe(401);
    const audit = await expectAudited(t.deps.db, {
      action: 'user.anonymise',
      objectType: 'user',
      objectId: member.user.id,
    });
    expect(audit.before).toMatchObject({ email: member.email, deletedAt: null });
    expect((await asAdmin().post(`${USERS}/${member.user.id}/suspend`, { reason: 'too late now' })).statusCode).toBe(
      409,
    );
  });

  it('refuses to anonymise yourself', async () => {
    const res = await asAdmin().post(`${USERS}/${admin.user.id}/anonymise`, { confirmEmail: admin.email });
    expect(res.statusCode).toBe(422);
  });
});

describe('devices', () => {
  it('lists sessions across users and revokes one (its next request is 401), audited', async () => {
    const member = await signedInUser(t);
    const list = await asAdmin().get(`/api/v1/admin/devices?userId=${member.user.id}`);
    expect(list.statusCode).toBe(200);
    const [device] = list.json().items;
    expect(device.user).toMatchObject({ id: member.user.id, email: member.email });
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/devices/${device.id}`,
      headers: admin.headers,
    });
    expect(revoke.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: member.headers })).statusCode).toBe(401);
    await expectAudited(t.deps.db, { action: 'device.revoke', objectType: 'device', objectId: device.id });
    await expectAudited(t.deps.db, { action: 'user.revoke_device', objectType: 'user', objectId: member.user.id });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/devices/${device.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    const all = await asAdmin().get('/api/v1/admin/devices?limit=1');
    expect(all.json().nextCursor).toEqual(expect.any(String));
    const next = await asAdmin().get(`/api/v1/admin/devices?limit=1&cursor=${all.json().nextCursor}`);
    expect(next.json().items[0].id).not.toBe(all.json().items[0].id);
    expect((await asAdmin().get('/api/v1/admin/devices?userId=x')).statusCode).toBe(422);
  });
});
