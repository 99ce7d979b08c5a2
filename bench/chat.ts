/**
 * `npm run bench:chat`: live delivery at scale. On PostgreSQL (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test) and Redis (REDIS_URL, default redis://127.0.0.1:6379),
 * the same 1,000 clients (10 per conversation: 5 sockets of each participant, alternately on
 * either of 2 instances), the same 100 conversations and the same message rate, three times:
 * - the app: seeds 100 conversations (owners, renters, listings, sessions) in a schema of its own,
 *   starts two app instances (child processes, apps/api/src/test/realtime-instance.ts) sharing one
 *   Redis stream, and posts the messages through the HTTP API (alternately to either instance);
 * - a Socket.IO relay (bench/chat-sio-instance.ts): the app's transport (Socket.IO, connection state
 *   recovery, the Redis streams adapter) without the database, auth or the app's work;
 * - raw `ws` (bench/chat-ws-instance.ts): a bare relay through Redis pub/sub, the baseline.
 * For every socket that should get a message: POST→client (from the moment the client sends the
 * POST: HTTP, auth, the transaction, the fan-out) and emit→client (from the moment the server hands
 * the message to Socket.IO / publishes it on Redis: the fan-out alone), p50/p99, lost and
 * duplicated deliveries. Times are CLOCK_MONOTONIC (process.hrtime), which every process of the
 * machine shares. docs/benchmarks.md defines the ratios printed at the end.
 * Options: BENCH_RATE (messages/s, default 20), BENCH_DURATION (s, default 15), BENCH_CLIENTS (1000),
 * BENCH_CPU_PROF=<dir> (a V8 CPU profile of each app instance, written when it stops).
 */
import '../apps/api/src/boot-env';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { openDb } from '@biclou/db/client';
import { seedReference } from '@biclou/db/seed-reference';
import { conversations, listings, sessions, users } from '@biclou/db/schema';
import type { Message } from '@biclou/contracts/messaging';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const RATE = Number(process.env.BENCH_RATE ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const CONVERSATIONS = 100;
const PER_CONVERSATION = CLIENTS / CONVERSATIONS;

const id = randomUUID().replaceAll('-', '').slice(0, 10);
const pgSchema = `bench_chat_${id}`;
const here = import.meta.dirname;

interface Pair {
  conversationId: string;
  renter: { id: string; token: string };
  owner: { id: string; token: string };
}

async function seed(): Promise<{ pairs: Pair[]; close: () => Promise<void> }> {
  const handle = await openDb({ url: DATABASE_URL, pgSchema });
  await seedReference(handle.db);
  const now = new Date();
  const mkUsers = async (tag: string) =>
    handle.db
      .insert(users)
      .values(
        Array.from({ length: CONVERSATIONS }, (_, i) => ({
          email: `${tag}${i}-${id}@bench.test`,
          passwordHash: 'x',
          firstname: `${tag}${i}`,
          lastname: 'Bench',
          emailVerifiedAt: now,
          termsAcceptedAt: now,
        })),
      )
      .returning({ id: users.id });
  const owners = await mkUsers('owner');
  const renters = await mkUsers('renter');
  const tokens = new Map<string, string>();
  for (const u of [...owners, ...renters]) tokens.set(u.id, randomBytes(32).toString('base64url'));
  await handle.db.insert(sessions).values(
    [...tokens].map(([userId, token]) => ({
      userId,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      name: 'bench',
      userAgent: null,
      ip: '127.0.0.1',
      createdAt: now,
      lastUsedAt: now,
    })),
  );
  const ls = await handle.db
    .insert(listings)
    .values(owners.map((o, i) => ({ ownerId: o.id, status: 'live' as const, brand: 'Bench', model: `${i}` })))
    .returning({ id: listings.id, ownerId: listings.ownerId });
  const cs = await handle.db
    .insert(conversations)
    .values(ls.map((l, i) => ({ listingId: l.id, ownerId: l.ownerId, renterId: renters[i]!.id })))
    .returning();
  const pairs = cs.map((c) => ({
    conversationId: c.id,
    renter: { id: c.renterId, token: tokens.get(c.renterId)! },
    owner: { id: c.ownerId, token: tokens.get(c.ownerId)! },
  }));
  return {
    pairs,
    close: async () => {
      await handle.db.execute(sql.raw(`DROP SCHEMA "${pgSchema}" CASCADE`));
      await handle.close();
    },
  };
}

function startChild(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const prof = process.env.BENCH_CPU_PROF && script.endsWith('realtime-instance.ts');
  const flags = prof ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', script], {
    env: { ...process.env, ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /ready (\d+)/.exec(out);
      if (m) resolve({ child, url: `http://127.0.0.1:${m[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
}

interface Stats {
  /** From the POST to the arrival (includes HTTP and queueing in front of the server). */
  latencies: number[];
  /** From the server's emit (the app's hand-over to Socket.IO; the relays' emit / publish) to the arrival. */
  fanout: number[];
  expected: number;
  received: number;
  duplicates: number;
  sendErrors: number;
  /** CPU time both instances used from the first message to the end of the deliveries (their database and Redis work not included). */
  cpuMs: number;
}

/** The running pass's two instances, and their CPU time (user + system, ms) when its messages started. */
let instancePids: number[] = [];
let cpuAtStart = 0;
/** CPU time used so far by these processes (Linux /proc: user + system ticks, 100 a second). */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10;
}

/** CLOCK_MONOTONIC in ms (sub-ms precision), the same clock in every process of the machine. */
const now = () => Number(process.hrtime.bigint()) / 1e6;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Sends `RATE` messages a second for DURATION_S, round-robin over conversations, senders and instances. */
async function drive(
  pairs: Pair[],
  send: (pair: Pair, from: 'renter' | 'owner', instance: number, seq: number) => Promise<boolean>,
  sentAt: Map<number, number>,
) {
  const total = RATE * DURATION_S;
  const interval = 1000 / RATE;
  cpuAtStart = cpuMs(instancePids);
  const start = performance.now();
  let errors = 0;
  const inflight: Promise<void>[] = [];
  for (let seq = 0; seq < total; seq++) {
    const due = start + seq * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const pair = pairs[seq % pairs.length]!;
    const from = Math.floor(seq / pairs.length) % 2 === 0 ? 'renter' : 'owner';
    sentAt.set(seq, now());
    inflight.push(
      send(pair, from, seq % 2, seq).then(
        (ok) => {
          if (!ok) errors++;
        },
        () => {
          errors++;
        },
      ),
    );
  }
  await Promise.all(inflight);
  return { total, errors };
}

/** The 1,000 clients' bookkeeping: one delivery of `seq` to socket `key`, emitted by the server at `emittedAt`. */
function tracker(pairs: Pair[]) {
  const sentAt = new Map<number, number>();
  const seen = new Map<string, Set<number>>();
  const latencies: number[] = [];
  const fanout: number[] = [];
  let duplicates = 0;
  return {
    sentAt,
    /** Each client: its user and a key of its own, alternately renter and owner, instance by instance. */
    clients: pairs.flatMap((pair) =>
      Array.from({ length: PER_CONVERSATION }, (_, i) => {
        const who = i % 2 === 0 ? pair.renter : pair.owner;
        const key = `${who.id}#${i}`;
        seen.set(key, new Set());
        return { who, key };
      }),
    ),
    got(key: string, seq: number, emittedAt: number) {
      const arrived = now();
      const got = seen.get(key)!;
      if (got.has(seq)) duplicates++;
      else {
        got.add(seq);
        latencies.push(arrived - sentAt.get(seq)!);
        fanout.push(arrived - emittedAt);
      }
    },
    stats(total: number, sendErrors: number): Stats {
      return {
        latencies,
        fanout,
        expected: total * PER_CONVERSATION,
        received: latencies.length,
        duplicates,
        sendErrors,
        cpuMs: cpuMs(instancePids) - cpuAtStart,
      };
    },
  };
}

const waitConnected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (s.connected) return resolve();
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });

/** Connects Socket.IO clients 50 at a time (the handshakes are the costly part). */
async function connectAll(
  urls: string[],
  auth: (who: Pair['renter']) => Record<string, string>,
  t: ReturnType<typeof tracker>,
  onMessage: (key: string, s: Socket) => void,
) {
  const sockets: Socket[] = [];
  let k = 0;
  for (const { who, key } of t.clients) {
    const s = connect(urls[k++ % 2]!, { path: '/socket.io', transports: ['websocket'], auth: auth(who) });
    onMessage(key, s);
    sockets.push(s);
    if (sockets.length % 50 === 0) await Promise.all(sockets.slice(-50).map(waitConnected));
  }
  await Promise.all(sockets.map(waitConnected));
  return sockets;
}

/** The app: messages posted through the API, delivered by the app's Socket.IO. */
async function runApp(pairs: Pair[], urls: string[]): Promise<Stats> {
  const t = tracker(pairs);
  const sockets = await connectAll(
    urls,
    (who) => ({ token: who.token }),
    t,
    (key, s) =>
      s.on('message:new', (m: Message & { emittedAt: number }) => {
        const seq = Number(/^bench (\d+)$/.exec(m.body)?.[1] ?? -1);
        if (seq >= 0) t.got(key, seq, m.emittedAt);
      }),
  );
  console.log(`  app: ${sockets.length} clients connected`);
  const { total, errors } = await drive(
    pairs,
    async (pair, from, instance, seq) => {
      const res = await fetch(`${urls[instance]}/api/v1/conversations/${pair.conversationId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${pair[from].token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ body: `bench ${seq}`, clientId: randomUUID() }),
      });
      await res.arrayBuffer();
      return res.status === 201;
    },
    t.sentAt,
  );
  await new Promise((r) => setTimeout(r, 3000));
  for (const s of sockets) s.disconnect();
  return t.stats(total, errors);
}

/** POST /send to a relay instance (Socket.IO or raw ws): the payload reaches both members' sockets. */
const sendToRelay = (urls: string[]) => async (pair: Pair, _from: string, instance: number, seq: number) => {
  const res = await fetch(`${urls[instance]}/send`, {
    method: 'POST',
    body: JSON.stringify({ users: [pair.renter.id, pair.owner.id], payload: { seq, body: `bench ${seq}` } }),
  });
  await res.arrayBuffer();
  return res.status === 201;
};

/** The Socket.IO relay: the app's transport, no database, no auth. */
async function runSioRelay(pairs: Pair[], urls: string[]): Promise<Stats> {
  const t = tracker(pairs);
  const sockets = await connectAll(
    urls,
    (who) => ({ user: who.id }),
    t,
    (key, s) => s.on('message:new', (m: { seq: number; at: number }) => t.got(key, m.seq, m.at)),
  );
  console.log(`  socket.io relay: ${sockets.length} clients connected`);
  const { total, errors } = await drive(pairs, sendToRelay(urls), t.sentAt);
  await new Promise((r) => setTimeout(r, 3000));
  for (const s of sockets) s.disconnect();
  return t.stats(total, errors);
}

/** The raw `ws` baseline. */
async function runWs(pairs: Pair[], urls: string[]): Promise<Stats> {
  const t = tracker(pairs);
  const sockets: WebSocket[] = [];
  let k = 0;
  for (const { who, key } of t.clients) {
    const ws = new WebSocket(`${urls[k++ % 2]!.replace('http', 'ws')}/ws?user=${who.id}`);
    ws.on('message', (raw) => {
      const { seq, at } = JSON.parse(raw.toString()) as { seq: number; at: number };
      t.got(key, seq, at);
    });
    sockets.push(ws);
  }
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise<void>((resolve, reject) =>
          ws.readyState === 1 ? resolve() : ws.once('open', () => resolve()).once('error', reject),
        ),
    ),
  );
  console.log(`  raw ws: ${sockets.length} clients connected`);
  const { total, errors } = await drive(pairs, sendToRelay(urls), t.sentAt);
  await new Promise((r) => setTimeout(r, 3000));
  for (const ws of sockets) ws.close();
  return t.stats(total, errors);
}

/** The run's streams, sessions and rate-limit counters (all named after its id). */
async function dropRedisKeys() {
  const redis = new Redis(REDIS_URL);
  for (const pattern of [`bench-chat:${id}:*`, `bench-sio:${id}:*`]) {
    const keys = await redis.keys(pattern);
    if (keys.length) await redis.del(...keys);
  }
  await redis.quit();
}

function report(name: string, s: Stats) {
  const sorted = [...s.latencies].sort((a, b) => a - b);
  const fan = [...s.fanout].sort((a, b) => a - b);
  const r = {
    p50: pct(sorted, 50),
    p99: pct(sorted, 99),
    fanP50: pct(fan, 50),
    fanP99: pct(fan, 99),
    lost: s.expected - s.received,
    duplicates: s.duplicates,
    sendErrors: s.sendErrors,
    delivered: s.received,
    cpuPerMessage: s.cpuMs / (s.expected / PER_CONVERSATION),
  };
  console.log(
    `${name.padEnd(16)} deliveries ${r.delivered}/${s.expected}  POST→client p50 ${r.p50.toFixed(1)} ms p99 ${r.p99.toFixed(1)} ms  emit→client p50 ${r.fanP50.toFixed(1)} ms p99 ${r.fanP99.toFixed(1)} ms  lost ${r.lost}  duplicates ${r.duplicates}  send errors ${r.sendErrors}  instances' CPU ${r.cpuPerMessage.toFixed(2)} ms/message`,
  );
  return r;
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

async function main() {
  console.log(
    `bench:chat — ${CLIENTS} clients, ${CONVERSATIONS} conversations, 2 instances, ${RATE} msg/s for ${DURATION_S} s (${RATE * PER_CONVERSATION} deliveries/s); load average ${load()}`,
  );
  const { pairs, close } = await seed();
  const children: ChildProcess[] = [];
  const pair = async (script: string, env: Record<string, string>) => {
    const a = await startChild(script, env);
    const b = await startChild(script, env);
    children.push(a.child, b.child);
    instancePids = [a.child.pid!, b.child.pid!];
    return { urls: [a.url, b.url], stop: () => [a, b].forEach((x) => x.child.kill('SIGTERM')) };
  };
  try {
    const app = await pair(path.resolve(here, '../apps/api/src/test/realtime-instance.ts'), {
      DATABASE_URL,
      REDIS_URL,
      PG_SCHEMA: pgSchema,
      REALTIME_STREAM: `bench-chat:${id}:socket.io`,
      REDIS_PREFIX: `bench-chat:${id}:`,
      DB_POOL_MAX: '10',
      BENCH_EMIT_STAMP: '1',
    });
    const appStats = report('app (Socket.IO)', await runApp(pairs, app.urls));
    app.stop();

    const sio = await pair(path.resolve(here, 'chat-sio-instance.ts'), {
      REDIS_URL,
      SIO_STREAM: `bench-sio:${id}:socket.io`,
    });
    const sioStats = report('socket.io relay', await runSioRelay(pairs, sio.urls));
    sio.stop();

    const ws = await pair(path.resolve(here, 'chat-ws-instance.ts'), { REDIS_URL, WS_CHANNEL: `bench-ws:${id}` });
    const raw = report('raw ws', await runWs(pairs, ws.urls));
    ws.stop();

    const ratio = (x: number, y: number) => `${((x / y) * 100).toFixed(0)} %`;
    console.log('ratios (raw ws latency / the other latency; docs/benchmarks.md):');
    console.log(
      `  end to end, POST→client: app p50 ${ratio(raw.p50, appStats.p50)}, p99 ${ratio(raw.p99, appStats.p99)}; socket.io relay p50 ${ratio(raw.p50, sioStats.p50)}, p99 ${ratio(raw.p99, sioStats.p99)}`,
    );
    console.log(
      `  fan-out, emit→client:    app p50 ${ratio(raw.fanP50, appStats.fanP50)}, p99 ${ratio(raw.fanP99, appStats.fanP99)}; socket.io relay p50 ${ratio(raw.fanP50, sioStats.fanP50)}, p99 ${ratio(raw.fanP99, sioStats.fanP99)}`,
    );
    console.log(`load average at the end ${load()}`);
  } finally {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await close();
    await dropRedisKeys();
  }
  process.exit(0);
}

void main();
