import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { SESSION_COOKIE_NAME } from '@biclou/contracts/auth';
import {
  conversationRoom,
  userRoom,
  type ClientToServerEvents,
  type JoinAck,
  type ServerToClientEvents,
} from '@biclou/contracts/messaging';
import { siteOrigin } from '../mail/links';
import { findActiveSession, idleCutoff } from '../auth/session-repository';
import { sha256 } from '../auth/tokens';

/** Who a socket is: set by the handshake, kept across a recovered connection. */
export interface SocketUser {
  id: string;
  role: 'user' | 'admin';
}

/**
 * What the platform needs from the modules, handed in by app.ts (platform imports no module):
 * whether a user may join a conversation's room (messaging checks membership; others: false).
 */
export interface RealtimeHooks {
  canJoinConversation(user: SocketUser, conversationId: string): Promise<boolean>;
}

export interface RealtimeOptions {
  /** The Redis stream the instances share (REDIS_URL); tests give each app its own. */
  streamName?: string;
}

/** A typing relay per user and conversation at most this often; the client shows it TYPING_TTL_MS. */
export const TYPING_THROTTLE_MS = 2000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type IoServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, { user: SocketUser }>;
type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, { user: SocketUser }>;

/**
 * Socket.IO on the app's own HTTP server and port (path /socket.io). The handshake is
 * authenticated like the API: the session cookie, or a Bearer token (`auth.token` or the
 * Authorization header); a browser handshake from another origin is refused (cross-site
 * WebSocket hijacking), like cookie-authenticated changes over HTTP. Each socket joins its user's
 * room; a conversation's room only through `conversation:join`, checked by `hooks`. With
 * REDIS_URL the Redis streams adapter shares rooms between instances (and connection state
 * recovery across them); without it, the in-memory adapter.
 */
export async function attachRealtime(app: FastifyInstance, hooks: RealtimeHooks, options: RealtimeOptions = {}) {
  const { deps } = app;
  const ownOrigin = siteOrigin(deps.config);
  const redis = deps.config.REDIS_URL ? new Redis(deps.config.REDIS_URL, { maxRetriesPerRequest: null }) : null;
  const streamName = options.streamName ?? 'biclou:socket.io';
  const io: IoServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    cors: undefined,
    allowRequest: (req, callback) => callback(null, sameOrigin(req, ownOrigin)),
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    ...(redis ? { adapter: createAdapter(redis, { streamName, sessionKeyPrefix: `${streamName}:session:` }) } : {}),
  });

  io.use(async (socket, next) => {
    try {
      const token = presentedToken(socket);
      if (!token || token.length > 200) return next(new Error('unauthorized'));
      const found = await findActiveSession(
        deps.db,
        sha256(token),
        idleCutoff(deps.clock.now(), deps.config.SESSION_IDLE_DAYS),
      );
      if (!found) return next(new Error('unauthorized'));
      socket.data.user = { id: found.user.id, role: found.user.role };
      next();
    } catch (err) {
      app.log.error({ err }, 'socket handshake failed');
      next(new Error('unavailable'));
    }
  });

  // The adapter subscribes its own channel on a second connection, in the background; wait for it,
  // so that closing an app right after it started never cuts a SUBSCRIBE short (an unhandled
  // "Connection is closed" from inside the adapter).
  if (redis) await untilSubscribed(redis, `socket.io#/#${(io.of('/').adapter as unknown as { uid: string }).uid}#`);

  io.on('connection', (socket) => {
    deps.metrics.socketConnections.inc();
    socket.on('disconnect', () => deps.metrics.socketConnections.dec());
    onConnection(socket, hooks, app);
  });
  deps.realtime.attach(io as never);

  // Before the HTTP server closes: drop this instance's sockets (not the others', through the
  // adapter), stop the engine and the adapter's stream reader, then the Redis connection.
  app.addHook('preClose', async () => {
    deps.realtime.detach();
    io.local.disconnectSockets(true);
    io.engine.close();
    await io.of('/').adapter.close();
    // quit, not disconnect: the adapter's own commands still in flight (its first heartbeat when an
    // app closes right after starting) get their answers instead of an unhandled "Connection is closed".
    await redis?.quit().catch(() => undefined);
  });
  return io;
}

function onConnection(socket: IoSocket, hooks: RealtimeHooks, app: FastifyInstance) {
  const user = socket.data.user;
  socket.join(userRoom(user.id));
  const lastTyping = new Map<string, number>();

  socket.on('conversation:join', async (e, ack) => {
    const reply = typeof ack === 'function' ? ack : () => {};
    const conversationId = typeof e?.conversationId === 'string' ? e.conversationId : '';
    if (!UUID.test(conversationId)) return reply({ ok: false, error: 'invalid' } satisfies JoinAck);
    try {
      if (!(await hooks.canJoinConversation(user, conversationId)))
        return reply({ ok: false, error: 'not_found' } satisfies JoinAck);
    } catch (err) {
      app.log.error({ err }, 'conversation join check failed');
      return reply({ ok: false, error: 'not_found' } satisfies JoinAck);
    }
    await socket.join(conversationRoom(conversationId));
    reply({ ok: true });
  });

  socket.on('conversation:leave', async (e, ack) => {
    if (typeof e?.conversationId === 'string') await socket.leave(conversationRoom(e.conversationId));
    if (typeof ack === 'function') ack({ ok: true });
  });

  socket.on('typing', (e) => {
    const conversationId = typeof e?.conversationId === 'string' ? e.conversationId : '';
    const room = conversationRoom(conversationId);
    if (!socket.rooms.has(room)) return; // only from a joined (authorised) conversation
    const now = Date.now();
    if (now - (lastTyping.get(conversationId) ?? 0) < TYPING_THROTTLE_MS) return;
    lastTyping.set(conversationId, now);
    socket.to(room).emit('typing', { conversationId, userId: user.id });
  });
}

/** The session token of a handshake: `auth.token`, a Bearer header, else the session cookie. */
function presentedToken(socket: IoSocket): string | null {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === 'string') return auth.token;
  const header = socket.handshake.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE_NAME);
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return null;
}

/**
 * A browser always sends Origin on a WebSocket or XHR handshake: it must be ours (PUBLIC_URL, or
 * the Host it came to). No Origin: not a browser (an API client, a test), allowed; it still needs a session.
 */
function sameOrigin(req: IncomingMessage, ownOrigin: string): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const host = req.headers.host;
  return origin === ownOrigin || origin === `http://${host}` || origin === `https://${host}`;
}

async function untilSubscribed(redis: Redis, channel: string, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const [, count] = (await redis.pubsub('NUMSUB', channel)) as [string, number | string];
    if (Number(count) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
