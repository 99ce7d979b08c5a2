import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientToServerEvents, Message, ServerToClientEvents } from '@biclou/contracts/messaging';
import { CONTACT_MASK } from '@biclou/domain/contact-masking';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bookingWorld } from '../../test/booking-helpers';
import { signedInUser } from '../../test/helpers';
import { adminSession } from '../../test/payout-helpers';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
type Headers = Record<string, string>;

let t: TestApp;
let base: string;
const clients: Client[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await t.close();
});

function client(opts: { token?: string; cookie?: string; origin?: string } = {}): Client {
  const c: Client = connect(base, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: opts.token ? { token: opts.token } : {},
    extraHeaders: {
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.origin ? { origin: opts.origin } : {}),
    },
  });
  clients.push(c);
  return c;
}

const connected = (c: Client) =>
  new Promise<void>((resolve, reject) => {
    if (c.connected) return resolve();
    c.once('connect', () => resolve());
    c.once('connect_error', reject);
  });
const refused = (c: Client) =>
  new Promise<string>((resolve) => {
    c.once('connect', () => resolve('connected'));
    c.once('connect_error', (err) => resolve(err.message));
  });
const next = <E extends keyof ServerToClientEvents>(c: Client, event: E, ms = 3000) =>
  new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    c.once(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    }) as never);
  });
const join = (c: Client, conversationId: string) => c.emitWithAck('conversation:join', { conversationId });
const api = (method: 'GET' | 'POST', url: string, headers?: Headers, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as never });

describe('socket handshake', () => {
  it('needs a session (auth token, Bearer or cookie) and our origin', async () => {
    const m = await signedInUser(t);
    expect(await refused(client())).toBe('unauthorized');
    expect(await refused(client({ token: 'nope' }))).toBe('unauthorized');
    expect(await refused(client({ token: m.token }))).toBe('connected');
    expect(await refused(client({ cookie: m.cookie }))).toBe('connected');
    expect(await refused(client({ cookie: m.cookie, origin: 'https://evil.example' }))).not.toBe('connected');
    expect(await refused(client({ cookie: m.cookie, origin: base }))).toBe('connected');
  });
});

describe('live conversation', () => {
  let w: Awaited<ReturnType<typeof bookingWorld>>;
  let id: string;
  let renter: Client;
  let owner: Client;
  beforeAll(async () => {
    w = await bookingWorld(t);
    const res = await api('POST', '/conversations', w.renter.headers, { listingId: w.listing.id, body: 'Hello' });
    id = res.json().conversation.id;
    renter = client({ token: w.renter.token });
    owner = client({ token: w.owner.token });
    await Promise.all([connected(renter), connected(owner)]);
  });

  it('join: participants and admins yes; another member not_found; a bad id invalid', async () => {
    expect(await join(renter, id)).toEqual({ ok: true });
    expect(await join(owner, id)).toEqual({ ok: true });
    const stranger = client({ token: (await signedInUser(t)).token });
    await connected(stranger);
    expect(await join(stranger, id)).toEqual({ ok: false, error: 'not_found' });
    expect(await join(stranger, 'x')).toEqual({ ok: false, error: 'invalid' });
    // a stranger's typing in a room it could not join goes nowhere
    const nothing = next(owner, 'typing', 400).catch(() => 'none');
    stranger.emit('typing', { conversationId: id });
    expect(await nothing).toBe('none');
    const admin = client({ token: (await adminSession(t)).token });
    await connected(admin);
    expect(await join(admin, id)).toEqual({ ok: true });
  });

  it('a message reaches the other side live, masked for it, once; unread and the bell follow', async () => {
    const got: Message[] = [];
    owner.on('message:new', (m) => got.push(m));
    const unread = next(owner, 'unread');
    const bell = next(owner, 'notification:new');
    const sent = await api('POST', `/conversations/${id}/messages`, w.renter.headers, {
      body: 'Call me at 06 12 34 56 78',
      clientId: crypto.randomUUID(),
    });
    expect(sent.statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 300));
    owner.off('message:new');
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ id: sent.json().id, body: `Call me at ${CONTACT_MASK}`, conversationId: id });
    expect((await unread).count).toBe(2);
    expect((await bell).kind).toBe('message');
  });

  it('each socket gets each message once, its own copy: the sender its clientId, the reader masked, admins the original', async () => {
    const admin = client({ token: (await adminSession(t)).token });
    await connected(admin);
    expect(await join(admin, id)).toEqual({ ok: true });
    // the three sit in the conversation's room too; the reader's unmasked copy shares the admins' emit
    const got = { renter: [] as Message[], owner: [] as Message[], admin: [] as Message[] };
    for (const [who, c] of [
      ['renter', renter],
      ['owner', owner],
      ['admin', admin],
    ] as const)
      c.on('message:new', (m) => got[who].push(m));
    const post = async (body: string) => {
      const clientId = crypto.randomUUID();
      const res = await api('POST', `/conversations/${id}/messages`, w.renter.headers, { body, clientId });
      expect(res.statusCode).toBe(201);
      return { id: res.json().id as string, clientId };
    };
    const plain = await post('See you at the station');
    const masked = await post('Or write to lea.perso@gmail.com');
    await new Promise((r) => setTimeout(r, 300));
    for (const c of [renter, owner, admin]) c.off('message:new');
    admin.disconnect();
    const view = (ms: Message[]) => ms.map((m) => [m.id, m.body, m.clientId]);
    expect(view(got.renter)).toEqual([
      [plain.id, 'See you at the station', plain.clientId],
      [masked.id, 'Or write to lea.perso@gmail.com', masked.clientId],
    ]);
    expect(view(got.owner)).toEqual([
      [plain.id, 'See you at the station', null],
      [masked.id, `Or write to ${CONTACT_MASK}`, null],
    ]);
    expect(view(got.admin)).toEqual([
      [plain.id, 'See you at the station', null],
      [masked.id, 'Or write to lea.perso@gmail.com', null],
    ]);
  });

  it('typing is relayed to the other side, throttled', async () => {
    const seen: unknown[] = [];
    owner.on('typing', (e) => seen.push(e));
    renter.emit('typing', { conversationId: id });
    renter.emit('typing', { conversationId: id });
    renter.emit('typing', { conversationId: id });
    await new Promise((r) => setTimeout(r, 300));
    owner.off('typing');
    expect(seen).toEqual([{ conversationId: id, userId: w.renter.user.id }]);
  });

  it('seen and closed reach the sender live', async () => {
    const messages = (await api('GET', `/conversations/${id}/messages`, w.owner.headers)).json().items;
    const seen = next(renter, 'message:seen');
    await api('POST', `/conversations/${id}/seen`, w.owner.headers, { upTo: messages.at(-1).id });
    expect(await seen).toMatchObject({ conversationId: id, upTo: messages.at(-1).id });
    const closed = next(renter, 'conversation:closed');
    await api('POST', `/conversations/${id}/close`, w.owner.headers, { reason: 'resolved' });
    expect(await closed).toMatchObject({
      conversationId: id,
      closeReason: 'resolved',
      closedBy: { firstName: 'Olive' },
    });
  });
});

describe('conversation:closed, live', () => {
  it('carries the close note masked for the other party, as written for its author and the admins', async () => {
    const w = await bookingWorld(t);
    const res = await api('POST', '/conversations', w.renter.headers, { listingId: w.listing.id, body: 'Hi' });
    const id = res.json().conversation.id as string;
    const renter = client({ token: w.renter.token });
    const owner = client({ token: w.owner.token });
    const admin = client({ token: (await adminSession(t)).token });
    await Promise.all([connected(renter), connected(owner), connected(admin)]);
    for (const c of [renter, owner, admin]) expect(await join(c, id)).toEqual({ ok: true });
    const note = 'Sold it, text me on +41 79 123 45 67 for the next one';
    const got = Promise.all([
      next(renter, 'conversation:closed'),
      next(owner, 'conversation:closed'),
      next(admin, 'conversation:closed'),
    ]);
    await api('POST', `/conversations/${id}/close`, w.owner.headers, { reason: 'no_longer_needed', note });
    const [toRenter, toOwner, toAdmin] = await got;
    expect(toRenter.closeNote).toBe(`Sold it, text me on ${CONTACT_MASK} for the next one`);
    expect(toOwner.closeNote).toBe(note);
    expect(toAdmin.closeNote).toBe(note);
    // each socket gets the event once
    const again = next(renter, 'conversation:closed', 400).catch(() => 'none');
    expect(await again).toBe('none');
  });
});
