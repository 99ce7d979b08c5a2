import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientToServerEvents, ServerToClientEvents } from '@biclou/contracts/messaging';
import { sessions, users } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bookingWorld } from '../../test/booking-helpers';
import { linkIn, loginAs, outboxFor, PASSWORD } from '../../test/helpers';
import { adminSession } from '../../test/payout-helpers';
import { twinInstance } from '../../test/twin-instance';

/**
 * A socket follows its session. The socket is on instance A; what ends the session or changes the
 * rights goes through instance B's API. With DATABASE_URL and REDIS_URL, A and B are two app
 * instances on one PostgreSQL schema that share sockets only through the Redis adapter; without,
 * one app on PGlite plays both (the in-memory adapter).
 */
type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
type Headers = Record<string, string>;
type World = Awaited<ReturnType<typeof bookingWorld>>;

let t: TestApp;
let b: Awaited<ReturnType<typeof twinInstance>>;
let aUrl: string;
const clients: Client[] = [];
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  aUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  b = await twinInstance(t);
}, 60_000);
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await b?.close();
  await t?.close();
});

it('runs on two instances when REDIS_URL is set', () => {
  expect(b.twin).toBe(Boolean(process.env.REDIS_URL));
});

function client(token: string, opts: { reconnect?: boolean } = {}): Client {
  const c: Client = connect(aUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: opts.reconnect ?? false,
    reconnectionDelay: 400,
    reconnectionDelayMax: 400,
  });
  clients.push(c);
  return c;
}
const handshake = (c: Client) =>
  new Promise<string>((resolve) => {
    if (c.connected) return resolve('connected');
    c.once('connect', () => resolve('connected'));
    c.once('connect_error', (err) => resolve(err.message));
  });
async function online(token: string, opts: { reconnect?: boolean } = {}) {
  const c = client(token, opts);
  expect(await handshake(c)).toBe('connected');
  return c;
}
/** Resolves with the disconnect reason, or 'still connected' after `ms`. */
const dropped = (c: Client, ms = 3000) =>
  new Promise<string>((resolve) => {
    if (!c.connected) return resolve('not connected');
    const timer = setTimeout(() => resolve('still connected'), ms);
    c.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
/** Everything `event` brings to `c` while `during` runs and `ms` after. */
async function collect<E extends keyof ServerToClientEvents>(
  c: Client,
  event: E,
  during: () => Promise<unknown>,
  ms = 400,
) {
  const got: unknown[] = [];
  const take = (p: unknown) => got.push(p);
  c.on(event, take as never);
  await during();
  await new Promise((r) => setTimeout(r, ms));
  c.off(event, take as never);
  return got;
}
const join = (c: Client, conversationId: string) =>
  c
    .timeout(2000)
    .emitWithAck('conversation:join', { conversationId })
    .catch(() => 'no answer' as const);

const onB = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  b.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as never }),
  });

async function conversationOf(w: World) {
  const res = await onB('POST', '/conversations', w.renter.headers, { listingId: w.listing.id, body: 'Hello' });
  expect(res.statusCode).toBe(201);
  return res.json().conversation.id as string;
}
const post = async (headers: Headers, conversationId: string, body: string) => {
  const res = await onB('POST', `/conversations/${conversationId}/messages`, headers, {
    body,
    clientId: crypto.randomUUID(),
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};
/** The renter's socket on A, in the conversation, receiving the owner's messages live. */
async function renterLive() {
  const w = await bookingWorld(t);
  const conversationId = await conversationOf(w);
  const socket = await online(w.renter.token);
  expect(await join(socket, conversationId)).toEqual({ ok: true });
  const live = await collect(socket, 'message:new', () => post(w.owner.headers, conversationId, 'before'));
  expect(live).toHaveLength(1);
  return { w, conversationId, socket };
}
/** After the change: nothing more reaches the socket, and the session opens no new one. */
async function endedForGood(c: Client, w: World, conversationId: string, token = w.renter.token) {
  expect(c.connected).toBe(false);
  expect(await collect(c, 'message:new', () => post(w.owner.headers, conversationId, 'after'))).toEqual([]);
  expect(await handshake(client(token))).toBe('unauthorized');
}

describe('what ends a session ends its sockets, on every instance', () => {
  it('logout', async () => {
    const { w, conversationId, socket } = await renterLive();
    const gone = dropped(socket);
    expect((await onB('POST', '/logout', w.renter.headers)).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await endedForGood(socket, w, conversationId);
  });

  it('revoking a device from the devices page ends that device’s sockets only', async () => {
    const { w, conversationId, socket } = await renterLive();
    const laptop = await loginAs(t, w.renter.email, PASSWORD);
    const laptopSocket = await online(laptop.token);
    const devices = (await onB('GET', '/devices', w.renter.headers)).json().devices as {
      id: string;
      current: boolean;
    }[];
    const phone = devices.find((d) => d.current)!;
    const gone = dropped(socket);
    expect((await onB('DELETE', `/devices/${phone.id}`, laptop.headers)).statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');
    expect(laptopSocket.connected).toBe(true);
    await endedForGood(socket, w, conversationId);
  });

  it('an admin revoking a device', async () => {
    const { w, conversationId, socket } = await renterLive();
    const admin = await adminSession(t);
    const devices = (await onB('GET', '/devices', w.renter.headers)).json().devices as { id: string }[];
    const gone = dropped(socket);
    expect((await onB('DELETE', `/admin/devices/${devices[0]!.id}`, admin.headers)).statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');
    await endedForGood(socket, w, conversationId);
  });

  it('a password change ends the other devices’ sockets, not this one’s', async () => {
    const { w, conversationId, socket } = await renterLive();
    const laptop = await loginAs(t, w.renter.email, PASSWORD);
    const laptopSocket = await online(laptop.token);
    const gone = dropped(socket);
    const changed = await onB('PUT', '/account/password', laptop.headers, {
      currentPassword: PASSWORD,
      password: 'another-long-enough-password',
    });
    expect(changed.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(laptopSocket.connected).toBe(true);
    await endedForGood(socket, w, conversationId);
    expect(await join(laptopSocket, conversationId)).toEqual({ ok: true });
  });

  it('a password reset from the emailed link ends every socket of the account', async () => {
    const { w, conversationId, socket } = await renterLive();
    const gone = dropped(socket);
    expect((await onB('POST', '/auth/forgot', {}, { email: w.renter.email })).statusCode).toBe(202);
    const [mail] = await outboxFor(t, w.renter.email);
    const token = linkIn(mail!.text, /\/auth\/reset\//).split('/auth/reset/')[1]!;
    expect((await onB('POST', '/auth/reset', {}, { token, password: 'a-brand-new-password' })).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await endedForGood(socket, w, conversationId);
  });

  it('a suspension by an admin', async () => {
    const { w, conversationId, socket } = await renterLive();
    const admin = await adminSession(t);
    const gone = dropped(socket);
    const res = await onB('POST', `/admin/users/${w.renter.user.id}/suspend`, admin.headers, { reason: 'Spam' });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await endedForGood(socket, w, conversationId);
  });

  it('deleting the account', async () => {
    const { w, conversationId, socket } = await renterLive();
    const laptop = await loginAs(t, w.renter.email, PASSWORD);
    const gone = dropped(socket);
    expect((await onB('DELETE', '/account', laptop.headers, { password: PASSWORD })).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await endedForGood(socket, w, conversationId);
  });

  it('an admin anonymising the account', async () => {
    const { w, conversationId, socket } = await renterLive();
    const admin = await adminSession(t);
    const gone = dropped(socket);
    const res = await onB('POST', `/admin/users/${w.renter.user.id}/anonymise`, admin.headers, {
      confirmEmail: w.renter.email,
    });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await endedForGood(socket, w, conversationId);
  });
});

describe('a revoked admin role', () => {
  it('ends the admin’s sockets; the next handshake has the new role: no foreign conversation, nothing unmasked', async () => {
    const w = await bookingWorld(t);
    const conversationId = await conversationOf(w);
    const admin = await adminSession(t);
    const other = await adminSession(t);
    const socket = await online(admin.token);
    expect(await join(socket, conversationId)).toEqual({ ok: true });
    const gone = dropped(socket);
    const res = await onB('PUT', `/admin/users/${admin.user.id}/role`, other.headers, { role: 'user' });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(
      await collect(socket, 'message:new', () => post(w.owner.headers, conversationId, 'call 06 12 34 56 78')),
    ).toEqual([]);
    // the session itself still holds: a fresh socket, as a plain member
    const again = await online(admin.token);
    expect(await join(again, conversationId)).toEqual({ ok: false, error: 'not_found' });
    expect(await collect(again, 'message:new', () => post(w.owner.headers, conversationId, 'lea@example.fr'))).toEqual(
      [],
    );
  });

  it('a dropped connection is not recovered into the rooms the old role opened', async () => {
    const w = await bookingWorld(t);
    const conversationId = await conversationOf(w);
    const admin = await adminSession(t);
    const other = await adminSession(t);
    const socket = await online(admin.token, { reconnect: true });
    expect(await join(socket, conversationId)).toEqual({ ok: true });
    // a first message gives the client an offset to recover from
    expect(await collect(socket, 'message:new', () => post(w.owner.headers, conversationId, 'before'))).toHaveLength(1);
    // the network drops; while the client waits to reconnect, the role goes
    (socket.io as unknown as { engine: { close(): void } }).engine.close();
    const res = await onB('PUT', `/admin/users/${admin.user.id}/role`, other.headers, { role: 'user' });
    expect(res.statusCode).toBe(200);
    const missed = await collect(
      socket,
      'message:new',
      async () => {
        await post(w.owner.headers, conversationId, 'while away');
        await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      },
      300,
    );
    expect(socket.recovered).toBe(false);
    expect(missed).toEqual([]);
    expect(await collect(socket, 'message:new', () => post(w.owner.headers, conversationId, 'after'))).toEqual([]);
    socket.disconnect();
  });
});

describe('every client event re-reads the rights (the ending broadcast missed)', () => {
  it('a session revoked behind the socket’s back: join and typing refused, the socket ends', async () => {
    const { w, conversationId, socket } = await renterLive();
    const owner = await online(w.owner.token);
    expect(await join(owner, conversationId)).toEqual({ ok: true });
    await t.deps.db.update(sessions).set({ revokedAt: t.clock.now() }).where(eq(sessions.userId, w.renter.user.id));
    const gone = dropped(socket);
    const relayed = await collect(owner, 'typing', async () => socket.emit('typing', { conversationId }));
    expect(relayed).toEqual([]);
    expect(await gone).toBe('io server disconnect');

    const w2 = await renterLive();
    await t.deps.db.update(users).set({ bannedAt: t.clock.now() }).where(eq(users.id, w2.w.renter.user.id));
    const gone2 = dropped(w2.socket);
    expect(await join(w2.socket, w2.conversationId)).toEqual({ ok: false, error: 'not_found' });
    expect(await gone2).toBe('io server disconnect');
  });

  it('a role changed behind the socket’s back: the join is refused and the socket ends', async () => {
    const w = await bookingWorld(t);
    const conversationId = await conversationOf(w);
    const admin = await adminSession(t);
    const socket = await online(admin.token);
    await t.deps.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.user.id));
    const gone = dropped(socket);
    expect(await join(socket, conversationId)).toEqual({ ok: false, error: 'not_found' });
    expect(await gone).toBe('io server disconnect');
  });
});

// Last: moving the clock past the idle limit ends every session of this file.
describe('idle expiry', () => {
  it('a socket whose session went idle is refused on its next event and ended by the sweep', async () => {
    const first = await renterLive();
    const second = await renterLive();
    const owner = await online(second.w.owner.token);
    expect(await join(owner, second.conversationId)).toEqual({ ok: true });
    t.clock.advance((t.deps.config.SESSION_IDLE_DAYS + 1) * DAY);

    // an event: the typing goes nowhere and the socket ends
    const gone = dropped(second.socket);
    expect(
      await collect(owner, 'typing', async () =>
        second.socket.emit('typing', { conversationId: second.conversationId }),
      ),
    ).toEqual([]);
    expect(await gone).toBe('io server disconnect');

    // silence: the sweep (every minute) ends it
    const swept = dropped(first.socket);
    expect(await t.deps.realtime.sweep()).toBeGreaterThanOrEqual(1);
    expect(await swept).toBe('io server disconnect');
    expect(await handshake(client(first.w.renter.token))).toBe('unauthorized');
  });
});
