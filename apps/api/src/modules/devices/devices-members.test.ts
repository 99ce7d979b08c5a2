import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, FIREFOX_WINDOWS, loginAs, signedInUser } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const devices = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/v1/devices', headers });
const revoke = (headers: Headers, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/devices/${id}`, headers });
const me = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/v1/user', headers });

describe('devices', () => {
  it('lists every session as a device, named from its user agent, the current one flagged', async () => {
    const { email, headers, ip } = await signedInUser(t);
    const firefox = await loginAs(t, email, undefined, { userAgent: FIREFOX_WINDOWS });
    const res = await devices(headers);
    expect(res.statusCode).toBe(200);
    const list = res.json().devices as {
      name: string;
      ip: string;
      current: boolean;
      lastUsedAt: string;
      createdAt: string;
    }[];
    expect(list).toHaveLength(2);
    expect(list.find((d) => d.current)).toMatchObject({ name: 'Chrome on Linux', ip });
    expect(list.find((d) => !d.current)).toMatchObject({ name: 'Firefox on Windows', ip: firefox.ip });
    expect(Object.keys(list[0]!).sort()).toEqual(['createdAt', 'current', 'id', 'ip', 'lastUsedAt', 'name']);
  });

  it('revoking a device ends that session at once', async () => {
    const { email, headers } = await signedInUser(t);
    const other = await loginAs(t, email);
    const otherId = (await devices(headers)).json().devices.find((d: { current: boolean }) => !d.current).id;
    const res = await revoke(headers, otherId);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await me(other.headers)).statusCode).toBe(401);
    expect((await me(headers)).statusCode).toBe(200);
    expect((await devices(headers)).json().devices).toHaveLength(1);
    expect((await revoke(headers, otherId)).statusCode).toBe(404);
  });

  it('revoking the current device logs out and clears the cookie', async () => {
    const { headers } = await signedInUser(t);
    const [current] = (await devices(headers)).json().devices;
    const res = await revoke(headers, current.id);
    expect(res.statusCode).toBe(204);
    expect(res.headers['set-cookie']).toMatch(/^biclou_token=; Max-Age=0;/);
    expect((await me(headers)).statusCode).toBe(401);
  });

  it("another user's device is a 404, exactly like an unknown one, and keeps working", async () => {
    const alice = await signedInUser(t);
    const mallory = await signedInUser(t);
    const [aliceDevice] = (await devices(alice.headers)).json().devices;
    const res = await revoke(mallory.headers, aliceDevice.id);
    const unknown = await revoke(mallory.headers, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(unknown.body);
    expect((await me(alice.headers)).statusCode).toBe(200);
    expect((await devices(mallory.headers)).json().devices.map((d: { id: string }) => d.id)).not.toContain(
      aliceDevice.id,
    );
  });

  it('401 signed out, 422 for a malformed id', async () => {
    expect((await devices({})).statusCode).toBe(401);
    expect((await revoke({}, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(401);
    const { headers } = await signedInUser(t);
    const bad = await revoke(headers, 'not-a-uuid');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.deviceId).toHaveLength(1);
  });
});

describe('GET /members/:userId', () => {
  it("shows another member's public fields and nothing else", async () => {
    const alice = await signedInUser(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/profile',
      headers: alice.headers,
      payload: {
        firstname: 'Alice',
        lastname: 'Secret',
        country: 'FR',
        birthdate: '1990-01-01',
        address: '1 rue Privée',
        spokenLanguages: ['fr', 'de'],
      },
    });
    const bob = await signedInUser(t);
    for (const headers of [bob.headers, {}]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/members/${alice.user.id}`, headers });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['firstname', 'hostRecord', 'id', 'memberSince', 'spokenLanguages']);
      expect(body).toEqual({
        id: alice.user.id,
        firstname: 'Alice',
        spokenLanguages: ['fr', 'de'],
        memberSince: alice.user.createdAt.toISOString(),
        hostRecord: { bookings: 0, canceled: 0 },
      });
      expect(res.body).not.toMatch(/Secret|Privée|1990|@example\.test/);
    }
  });

  it('GET /user only ever returns the caller', async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    const res = await me({ ...bob.headers });
    expect(res.json().user.email).toBe(bob.email);
    expect(res.body).not.toContain(alice.email);
  });

  it('404 for unknown and banned members, 422 for a malformed id', async () => {
    const banned = await createUser(t, { banned: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/members/${banned.user.id}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/members/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/members/42' })).statusCode).toBe(422);
  });
});
