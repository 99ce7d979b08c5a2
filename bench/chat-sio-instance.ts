/**
 * The Socket.IO relay of `npm run bench:chat`: the app's transport without the app. Socket.IO set
 * up as platform/realtime/realtime.ts sets it up (path /socket.io, connection state recovery, the
 * Redis streams adapter on REDIS_URL's stream SIO_STREAM), but no database and no auth: a socket
 * says who it is (`auth.user`) and joins that user's room. `POST /send` `{ users: [id, id], payload }`
 * emits `message:new` to each user's room, one emit per room as the app does (its payloads differ
 * per reader), stamped `at` (CLOCK_MONOTONIC, ms) just before the emit. Prints `ready <port>`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const streamName = process.env.SIO_STREAM ?? 'bench-sio';
const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
const now = () => Number(process.hrtime.bigint()) / 1e6;

const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/send') return res.writeHead(404).end();
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    const { users, payload } = JSON.parse(body) as { users: string[]; payload: Record<string, unknown> };
    for (const user of users) io.to(`user:${user}`).emit('message:new', { ...payload, at: now() });
    res.writeHead(201).end();
  });
});
const io = new Server(server, {
  path: '/socket.io',
  serveClient: false,
  connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
  adapter: createAdapter(redis, { streamName, sessionKeyPrefix: `${streamName}:session:` }),
});
io.on('connection', (socket) => {
  const user = (socket.handshake.auth as { user?: string }).user ?? '';
  void socket.join(`user:${user}`);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`ready ${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  void io.close(() => void redis.quit().then(() => process.exit(0)));
});
