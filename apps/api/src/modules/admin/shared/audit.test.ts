import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly, expectAudited } from '../../../test/admin-matrix';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInUser } from '../../../test/helpers';
import { encodeCursor, recordAdminAction } from '.';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
const objectId = '11111111-1111-4111-8111-111111111111';
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInUser(t, { role: 'admin', firstname: 'Grace' });
  for (let i = 0; i < 5; i++)
    await recordAdminAction(t.deps.db, {
      adminId: admin.user.id,
      action: i % 2 ? 'user.unsuspend' : 'user.suspend',
      objectType: 'user',
      objectId,
      before: { n: i },
      after: { n: i + 1 },
      reason: i % 2 ? null : `reason ${i}`,
      at: new Date(Date.UTC(2026, 0, 1, 10, i)),
    });
  await recordAdminAction(t.deps.db, {
    adminId: admin.user.id,
    action: 'settings.update',
    objectType: 'settings',
    objectId: 'booking',
    before: { fee: 10 },
    after: { fee: 12 },
  });
});
afterAll(() => t.close());

describe('GET /admin/audit', () => {
  it('is admins only', async () => {
    await expectAdminOnly(t, { method: 'GET', url: '/api/v1/admin/audit' });
  });

  it("lists one object's history, newest first, a page at a time", async () => {
    const url = `/api/v1/admin/audit?objectType=user&objectId=${objectId}&limit=2`;
    const first = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items.map((e: { before: { n: number } }) => e.before.n)).toEqual([4, 3]);
    expect(page1.items[0]).toMatchObject({
      admin: { id: admin.user.id, name: 'Grace Lovelace' },
      action: 'user.suspend',
      objectType: 'user',
      objectId,
      after: { n: 5 },
      reason: 'reason 4',
    });
    const seen = [...page1.items];
    let cursor = page1.nextCursor;
    while (cursor) {
      const next = (
        await t.app.inject({ method: 'GET', url: `${url}&cursor=${cursor}`, headers: admin.headers })
      ).json();
      seen.push(...next.items);
      cursor = next.nextCursor;
    }
    expect(seen.map((e) => e.before.n)).toEqual([4, 3, 2, 1, 0]);
  });

  it('filters by action', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit?action=settings.update',
      headers: admin.headers,
    });
    expect(res.json().items).toHaveLength(1);
    await expectAudited(t.deps.db, { action: 'settings.update', objectType: 'settings', objectId: 'booking' });
  });

  it.each([
    ['cursor=not*base64', 'cursor'],
    [`cursor=${encodeCursor('not a date', objectId)}`, 'cursor'],
    [`cursor=${Buffer.from('{"a":1}').toString('base64url')}`, 'cursor'],
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['objectType=planet', 'objectType'],
    ['adminId=nope', 'adminId'],
  ])('422 with a field message for %s', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit?${query}`, headers: admin.headers });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields[field]?.length).toBeGreaterThan(0);
  });
});

describe('admin lists', () => {
  it("all page with `cursor`, the previous page's nextCursor, and no other name", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; responses: unknown }>>;
    };
    const lists = Object.entries(doc.paths)
      .filter(
        ([path, ops]) =>
          path.startsWith('/api/v1/admin/') && JSON.stringify(ops.get?.responses ?? {}).includes('"nextCursor"'),
      )
      .map(
        ([path, ops]) =>
          [path, (ops.get!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)] as const,
      );
    expect(lists.length).toBeGreaterThan(8);
    for (const [path, names] of lists) {
      expect(names, path).toContain('cursor');
      expect(
        names.filter((n) => ['before', 'after', 'page', 'offset'].includes(n)),
        path,
      ).toEqual([]);
    }
  });
});
