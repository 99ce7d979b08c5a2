/**
 * `npm run bench:chat`: live delivery at scale (issue 13). On PostgreSQL (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test) and Redis (REDIS_URL, default redis://127.0.0.1:6379):
 * - seeds 100 conversations (100 owners, 100 renters, their listings and sessions) in a schema of
 *   its own, starts two app instances (child processes, apps/api/src/test/realtime-instance.ts)
 *   sharing one Redis stream, connects 1,000 Socket.IO clients (10 per conversation: 5 sockets of
 *   each participant, alternately on either instance), posts messages at a steady rate through the
 *   HTTP API (alternately to either instance) and measures, for every socket that should get a
 *   message, the time from the POST to its arrival: p50/p99, lost and duplicated deliveries;
 * - runs the same fan-out (same clients, same rate, same 2 instances over Redis) over raw `ws`
 *   (bench/chat-ws-instance.ts: no database, no auth, no Socket.IO) as the baseline.
 * Options: BENCH_RATE (messages/s, default 20), BENCH_DURATION (s, default 15), BENCH_CLIENTS (1000).
 */
import '../apps/api/src/boot-env';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
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
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
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
  /** From the server's acceptance (the message's createdAt; the ws instance's publish time) to the arrival. */
  fanout: number[];
  expected: number;
  received: number;
  duplicates: number;
  sendErrors: number;
}

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
  const start = performance.now();
  let errors = 0;
  const inflight: Promise<void>[] = [];
  for (let seq = 0; seq < total; seq++) {
    const due = start + seq * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const pair = pairs[seq % pairs.length]!;
    const from = Math.floor(seq / pairs.length) % 2 === 0 ? 'renter' : 'owner';
    sentAt.set(seq, performance.now());
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

async function runSocketIo(pairs: Pair[], urls: string[]): Promise<Stats> {
  const sentAt = new Map<number, number>();
  const seen = new Map<string, Set<number>>();
  const latencies: number[] = [];
  const fanout: number[] = [];
  let duplicates = 0;
  const sockets: Socket[] = [];
  let k = 0;
  for (const pair of pairs)
    for (let i = 0; i < PER_CONVERSATION; i++) {
      const who = i % 2 === 0 ? pair.renter : pair.owner;
      const key = `${who.id}#${i}`;
      seen.set(key, new Set());
      const s = connect(urls[k++ % 2]!, { path: '/socket.io', transports: ['websocket'], auth: { token: who.token } });
      s.on('message:new', (m: Message) => {
        const seq = Number(/^bench (\d+)$/.exec(m.body)?.[1] ?? -1);
        if (seq < 0) return;
        const got = seen.get(key)!;
        if (got.has(seq)) duplicates++;
        else {
          got.add(seq);
          latencies.push(performance.now() - sentAt.get(seq)!);
          fanout.push(Date.now() - Date.parse(m.createdAt));
        }
      });
      sockets.push(s);
      if (sockets.length % 50 === 0) await Promise.all(sockets.slice(-50).map(waitConnected));
    }
  await Promise.all(sockets.map(waitConnected));
  console.log(`  socket.io: ${sockets.length} clients connected`);
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
    sentAt,
  );
  await new Promise((r) => setTimeout(r, 3000));
  for (const s of sockets) s.disconnect();
  return {
    latencies,
    fanout,
    expected: total * PER_CONVERSATION,
    received: latencies.length,
    duplicates,
    sendErrors: errors,
  };
}

const waitConnected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (s.connected) return resolve();
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });

async function runWs(pairs: Pair[], urls: string[]): Promise<Stats> {
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  const fanout: number[] = [];
  const seen = new Map<string, Set<number>>();
  let duplicates = 0;
  const sockets: WebSocket[] = [];
  let k = 0;
  for (const pair of pairs)
    for (let i = 0; i < PER_CONVERSATION; i++) {
      const who = i % 2 === 0 ? pair.renter : pair.owner;
      const key = `${who.id}#${i}`;
      seen.set(key, new Set());
      const ws = new WebSocket(`${urls[k++ % 2]!.replace('http', 'ws')}/ws?user=${who.id}`);
      ws.on('message', (raw) => {
        const { seq, at } = JSON.parse(raw.toString()) as { seq: number; at: number };
        const got = seen.get(key)!;
        if (got.has(seq)) duplicates++;
        else {
          got.add(seq);
          latencies.push(performance.now() - sentAt.get(seq)!);
          fanout.push(Date.now() - at);
        }
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
  console.log(`  ws: ${sockets.length} clients connected`);
  const { total, errors } = await drive(
    pairs,
    async (pair, _from, instance, seq) => {
      const res = await fetch(`${urls[instance]}/send`, {
        method: 'POST',
        body: JSON.stringify({ users: [pair.renter.id, pair.owner.id], payload: { seq, body: `bench ${seq}` } }),
      });
      await res.arrayBuffer();
      return res.status === 201;
    },
    sentAt,
  );
  await new Promise((r) => setTimeout(r, 3000));
  for (const ws of sockets) ws.close();
  return {
    latencies,
    fanout,
    expected: total * PER_CONVERSATION,
    received: latencies.length,
    duplicates,
    sendErrors: errors,
  };
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
  };
  console.log(
    `${name.padEnd(10)} deliveries ${r.delivered}/${s.expected}  POST→client p50 ${r.p50.toFixed(1)} ms p99 ${r.p99.toFixed(1)} ms  server→client p50 ${r.fanP50.toFixed(1)} ms p99 ${r.fanP99.toFixed(1)} ms  lost ${r.lost}  duplicates ${r.duplicates}  send errors ${r.sendErrors}`,
  );
  return r;
}

async function main() {
  console.log(
    `bench:chat — ${CLIENTS} clients, ${CONVERSATIONS} conversations, 2 instances, ${RATE} msg/s for ${DURATION_S} s (${RATE * PER_CONVERSATION} deliveries/s)`,
  );
  const { pairs, close } = await seed();
  const children: ChildProcess[] = [];
  try {
    const env = {
      DATABASE_URL,
      REDIS_URL,
      PG_SCHEMA: pgSchema,
      REALTIME_STREAM: `bench-chat:${id}:socket.io`,
      REDIS_PREFIX: `bench-chat:${id}:`,
      DB_POOL_MAX: '10',
    };
    const instance = path.resolve(here, '../apps/api/src/test/realtime-instance.ts');
    const a = await startChild(instance, env);
    const b = await startChild(instance, env);
    children.push(a.child, b.child);
    const sio = report('socket.io', await runSocketIo(pairs, [a.url, b.url]));
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');

    const wsEnv = { REDIS_URL, WS_CHANNEL: `bench-ws:${id}` };
    const wsA = await startChild(path.resolve(here, 'chat-ws-instance.ts'), wsEnv);
    const wsB = await startChild(path.resolve(here, 'chat-ws-instance.ts'), wsEnv);
    children.push(wsA.child, wsB.child);
    const raw = report('raw ws', await runWs(pairs, [wsA.url, wsB.url]));
    const ratio = (x: number, y: number) => `${((x / y) * 100).toFixed(0)} %`;
    console.log(
      `socket.io as a share of raw ws (raw latency / socket.io latency): POST→client p50 ${ratio(raw.p50, sio.p50)}, p99 ${ratio(raw.p99, sio.p99)}; server→client p50 ${ratio(raw.fanP50, sio.fanP50)}, p99 ${ratio(raw.fanP99, sio.fanP99)}`,
    );
  } finally {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await close();
  }
  process.exit(0);
}

void main();
