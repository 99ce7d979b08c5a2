import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { markConversationNotificationsRead, notify } from './notify';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
type Member = Awaited<ReturnType<typeof signedInUser>>;
const T0 = new Date('2026-06-01T10:00:00Z');
const MINUTE = 60_000;

const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const post = (url: string, headers?: Headers) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers });

/** `n` notifications for `m`, one minute apart, the newest last. */
async function seed(m: Member, n: number, start = T0) {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const { notification } = await notify(t.deps.db, {
      userId: m.user.id,
      kind: 'booking.requested',
      link: `/dashboard/bookings/${crypto.randomUUID()}`,
      params: { title: `Bike ${i}`, side: 'owner' },
      at: new Date(start.getTime() + i * MINUTE),
    });
    ids.push(notification.id);
  }
  return ids;
}

describe('authorization', () => {
  let me: Member;
  let other: Member;
  let admin: Member;
  let mine: string[];
  let theirs: string[];
  beforeAll(async () => {
    me = await signedInUser(t);
    other = await signedInUser(t);
    admin = await signedInUser(t, { role: 'admin' });
    mine = await seed(me, 2);
    theirs = await seed(other, 1);
  });

  it.each([
    ['GET', '/notifications'],
    ['GET', '/notifications/unread-count'],
    ['POST', '/notifications/read-all'],
    ['POST', `/notifications/${crypto.randomUUID()}/read`],
  ])('%s %s: anonymous gets 401', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url: `/api/v1${url}` });
    expect(res.statusCode).toBe(401);
  });

  it("lists only my own; someone else's cannot be marked read (404 for a member and an admin), and stays unread", async () => {
    const list = await get('/notifications', me.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().notifications.map((n: { id: string }) => n.id)).toEqual([mine[1], mine[0]]);
    for (const who of [me, admin]) {
      const res = await post(`/notifications/${theirs[0]}/read`, who.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'not_found', message: 'Notification not found' });
    }
    const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.id, theirs[0]!));
    expect(row!.readAt).toBeNull();
    expect((await get('/notifications/unread-count', other.headers)).json()).toEqual({ unreadCount: 1 });
  });

  it('a bad id is 422, an unknown one 404', async () => {
    expect((await post('/notifications/not-a-uuid/read', me.headers)).statusCode).toBe(422);
    expect((await post(`/notifications/${crypto.randomUUID()}/read`, me.headers)).statusCode).toBe(404);
  });

  it('marking all read touches only mine', async () => {
    const res = await post('/notifications/read-all', me.headers);
    expect(res.json()).toEqual({ marked: 2, unreadCount: 0 });
    expect((await get('/notifications/unread-count', other.headers)).json()).toEqual({ unreadCount: 1 });
  });
});

describe('reading and counting', () => {
  it('counts unread, marks one read (idempotent, keeps its first read time), then all', async () => {
    const m = await signedInUser(t);
    const ids = await seed(m, 3);
    expect((await get('/notifications/unread-count', m.headers)).json()).toEqual({ unreadCount: 3 });

    t.clock.set(new Date('2026-06-02T08:00:00Z'));
    const first = await post(`/notifications/${ids[1]}/read`, m.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      notification: { id: ids[1], readAt: '2026-06-02T08:00:00.000Z' },
      unreadCount: 2,
    });
    t.clock.set(new Date('2026-06-02T09:00:00Z'));
    const again = await post(`/notifications/${ids[1]}/read`, m.headers);
    expect(again.json()).toMatchObject({ notification: { readAt: '2026-06-02T08:00:00.000Z' }, unreadCount: 2 });

    const unread = await get('/notifications?filter=unread', m.headers);
    expect(unread.json().notifications.map((n: { id: string }) => n.id)).toEqual([ids[2], ids[0]]);
    expect(unread.json().unreadCount).toBe(2);

    expect((await post('/notifications/read-all', m.headers)).json()).toEqual({ marked: 2, unreadCount: 0 });
    expect((await post('/notifications/read-all', m.headers)).json()).toEqual({ marked: 0, unreadCount: 0 });
    expect((await get('/notifications?filter=unread', m.headers)).json().notifications).toEqual([]);
  });

  it('pages newest first with a cursor, every row exactly once', async () => {
    const m = await signedInUser(t);
    const ids = await seed(m, 7);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const q: string = cursor ? `&before=${encodeURIComponent(cursor)}` : '';
      const res = await get(`/notifications?limit=3${q}`, m.headers);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      seen.push(...body.notifications.map((n: { id: string }) => n.id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
  });

  it('refuses a bad query with 422', async () => {
    const m = await signedInUser(t);
    for (const q of ['limit=0', 'limit=51', 'before=yesterday', 'filter=some'])
      expect((await get(`/notifications?${q}`, m.headers)).statusCode, q).toBe(422);
  });

  it('a conversation has one unread message notification: further messages bump it; once read, a new one starts', async () => {
    const m = await signedInUser(t);
    const conversationId = crypto.randomUUID();
    const message = (i: number) =>
      notify(t.deps.db, {
        userId: m.user.id,
        kind: 'message',
        conversationId,
        link: `/dashboard/chats/${conversationId}`,
        params: { name: 'Léa', preview: `hello ${i}` },
        at: new Date(T0.getTime() + i * MINUTE),
      });
    const a = await message(1);
    const b = await message(2);
    expect(b.notification.id).toBe(a.notification.id);
    expect(b.notification).toMatchObject({ count: 2, params: { preview: 'hello 2' } });
    expect((await get('/notifications/unread-count', m.headers)).json()).toEqual({ unreadCount: 1 });
    await post(`/notifications/${a.notification.id}/read`, m.headers);
    const c = await message(3);
    expect(c.notification.id).not.toBe(a.notification.id);
    expect(c.notification.count).toBe(1);
    // opening the thread reads it; another conversation's stays unread
    const other = crypto.randomUUID();
    await notify(t.deps.db, {
      userId: m.user.id,
      kind: 'message',
      conversationId: other,
      link: `/dashboard/chats/${other}`,
      at: T0,
    });
    const marked = await markConversationNotificationsRead(t.deps.db, { userId: m.user.id, conversationId, at: T0 });
    expect(marked).toBe(1);
    expect((await get('/notifications/unread-count', m.headers)).json()).toEqual({ unreadCount: 1 });
  });
});
