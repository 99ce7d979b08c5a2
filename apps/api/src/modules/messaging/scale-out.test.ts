import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientToServerEvents, Message, ServerToClientEvents } from '@biclou/contracts/messaging';
import { openDb, type DbHandle } from '@biclou/db/client';
import { seedReference } from '@biclou/db/seed-reference';
import { buildApp } from '../../app';
import { loadConfig } from '../../platform/config/config';
import { createDeps, disposeDeps } from '../../platform/deps-factory';
import type { Deps } from '../../platform/deps';
import { createModuleDeps } from '../module-deps';
import { bookingWorld } from '../../test/booking-helpers';
import { testClock, type TestApp } from '../../test/build-test-app';

/**
 * Scale-out: two instances on two ports, one PostgreSQL schema, one Redis
 * stream. A (in this process) and B (a child process, so that it can be SIGKILLed). Runs only with
 * DATABASE_URL and REDIS_URL (CI); skipped otherwise.
 */
const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const id = randomUUID().replaceAll('-', '').slice(0, 12);
const pgSchema = `t_scale_${id}`;
const stream = `biclou-scale:${id}:socket.io`;
const redisPrefix = `biclou-scale:${id}:`;

let handle: DbHandle;
let deps: Deps;
let a: TestApp;
let aUrl: string;
let b: ChildProcess;
let bUrl: string;
const clients: Client[] = [];

async function startB(): Promise<{ child: ChildProcess; url: string }> {
  const script = path.resolve(import.meta.dirname, '../../test/realtime-instance.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      ...process.env,
      PG_SCHEMA: pgSchema,
      REALTIME_STREAM: stream,
      REDIS_PREFIX: redisPrefix,
      PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /ready (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`instance B exited (${code})`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

describe.skipIf(!enabled)('two instances over Redis', () => {
  beforeAll(async () => {
    const url = process.env.DATABASE_URL!;
    handle = await openDb({ url, pgSchema });
    await seedReference(handle.db);
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, REDIS_URL: process.env.REDIS_URL! });
    const clock = testClock(new Date());
    deps = await createDeps({
      config,
      db: handle.db,
      dbKind: handle.kind,
      modules: createModuleDeps,
      clock,
      redisPrefix,
    });
    const app = await buildApp({ deps, realtimeStream: stream });
    await app.listen({ port: 0, host: '127.0.0.1' });
    aUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    a = { app, deps, clock, mediaDir: '', close: async () => {} } as TestApp;
    ({ child: b, url: bUrl } = await startB());
  }, 120_000);

  afterAll(async () => {
    for (const c of clients) c.disconnect();
    if (b && b.exitCode === null) b.kill('SIGKILL');
    await a?.app.close();
    if (deps) await disposeDeps(deps);
    if (handle) {
      await handle.db.execute(`DROP SCHEMA "${pgSchema}" CASCADE` as never);
      await handle.close();
    }
  });

  function client(base: string, token: string): Client {
    const c: Client = connect(base, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnectionDelay: 100,
      reconnectionDelayMax: 300,
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
  const post = (base: string, token: string, conversationId: string, body: string) =>
    fetch(`${base}/api/v1/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body, clientId: randomUUID() }),
    });

  it('a client on A receives live a message posted through B', async () => {
    const w = await bookingWorld(a);
    const started = await a.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: w.renter.headers,
      payload: { listingId: w.listing.id, body: 'hello' },
    });
    const conversationId = started.json().conversation.id as string;
    const renterOnA = client(aUrl, w.renter.token);
    await connected(renterOnA);
    const got = new Promise<Message>((resolve) => renterOnA.once('message:new', resolve));
    const t0 = Date.now();
    const res = await post(bUrl, w.owner.token, conversationId, 'from B');
    expect(res.status).toBe(201);
    const m = await got;
    expect(m.body).toBe('from B');
    expect(Date.now() - t0).toBeLessThan(1000);
  }, 60_000);

  it('B is SIGKILLed while messages flow: its clients reconnect to A and end with every message once, in order', async () => {
    const w = await bookingWorld(a);
    const started = await a.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: w.renter.headers,
      payload: { listingId: w.listing.id, body: 'm-start' },
    });
    const conversationId = started.json().conversation.id as string;
    const firstId = started.json().message.id as string;

    // the renter's page on B, with what every page does: merge by id, and after a reconnection
    // that could not be recovered, fetch everything after the last id it has
    const received = new Map<string, Message>();
    let lastId = firstId;
    const take = (m: Message) => {
      if (m.conversationId !== conversationId) return;
      received.set(m.id, m);
      if (BigInt(m.id) > BigInt(lastId)) lastId = m.id;
    };
    const page = client(bUrl, w.renter.token);
    page.on('message:new', take);
    page.io.on('reconnect_attempt', () => {
      (page.io as unknown as { uri: string }).uri = aUrl; // the load balancer sends it to a live instance
    });
    let reconnections = 0;
    page.on('connect', async () => {
      if (!page.recovered && received.size > 0) {
        reconnections++;
        const res = await fetch(`${aUrl}/api/v1/conversations/${conversationId}/messages?after=${lastId}&limit=100`, {
          headers: { authorization: `Bearer ${w.renter.token}` },
        });
        for (const m of (await res.json()).items as Message[]) take(m);
      }
    });
    await connected(page);

    const sent: string[] = [];
    const total = 30;
    for (let i = 0; i < total; i++) {
      const [who, token] = i % 2 === 0 ? ['owner', w.owner.token] : ['renter', w.renter.token];
      const res = await post(aUrl, token, conversationId, `m${i} ${who}`);
      expect(res.status).toBe(201);
      sent.push((await res.json()).id);
      if (i === 10) b.kill('SIGKILL');
      await new Promise((r) => setTimeout(r, 40));
    }
    const deadline = Date.now() + 15_000;
    while (sent.some((s) => !received.has(s)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));

    expect(reconnections).toBeGreaterThanOrEqual(1);
    const ids = [...received.keys()].filter((k) => k !== firstId).sort((x, y) => (BigInt(x) < BigInt(y) ? -1 : 1));
    expect(ids).toEqual(sent);
    expect(new Set(ids).size).toBe(total);
    // the server's own order matches what was sent
    const all = await a.app.inject({
      method: 'GET',
      url: `/api/v1/conversations/${conversationId}/messages?limit=100`,
      headers: w.renter.headers,
    });
    expect(all.json().items.map((m: Message) => m.id)).toEqual([firstId, ...sent]);
  }, 90_000);
});
