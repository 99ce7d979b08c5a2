/**
 * The raw `ws` baseline of `npm run bench:chat`: the same fan-out without Socket.IO, the database
 * or auth. `POST /send` `{ users: [id, id], payload }` is published on Redis; every instance
 * forwards it to its own sockets of those users (`/ws?user=<id>`). The payload is stamped `at`
 * (CLOCK_MONOTONIC, ms, shared by every process of the machine) just before the publish: the
 * fan-out is timed from there. Prints `ready <port>`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { WebSocketServer, type WebSocket } from 'ws';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const channel = process.env.WS_CHANNEL ?? 'bench-ws';
const pub = new Redis(redisUrl);
const sub = new Redis(redisUrl);
const byUser = new Map<string, Set<WebSocket>>();
const now = () => Number(process.hrtime.bigint()) / 1e6;

await sub.subscribe(channel);
sub.on('message', (_channel, raw: string) => {
  const { users, payload } = JSON.parse(raw) as { users: string[]; payload: unknown };
  const text = JSON.stringify(payload);
  for (const user of users) for (const ws of byUser.get(user) ?? []) ws.send(text);
});

const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/send') return res.writeHead(404).end();
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    const message = JSON.parse(body) as { users: string[]; payload: Record<string, unknown> };
    message.payload.at = now();
    void pub.publish(channel, JSON.stringify(message)).then(() => res.writeHead(201).end());
  });
});
const wss = new WebSocketServer({ server, path: '/ws' });
wss.on('connection', (ws, req) => {
  const user = new URL(req.url ?? '/', 'http://x').searchParams.get('user') ?? '';
  if (!byUser.has(user)) byUser.set(user, new Set());
  byUser.get(user)!.add(ws);
  ws.on('close', () => byUser.get(user)?.delete(ws));
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`ready ${(server.address() as AddressInfo).port}`);
});
