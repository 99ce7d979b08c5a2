import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { SESSION_COOKIE_NAME } from '@biclou/contracts/auth';
import { conversationRoom, userRoom, type JoinAck } from '@biclou/contracts/messaging';
import { siteOrigin } from '../mail/links';
import { findActiveSession, idleCutoff } from '../auth/session-repository';
import { sha256 } from '../auth/tokens';
import { sessionRoom } from './realtime-hub';
import { identityHolds, isIdentity, SOCKET_SWEEP_MS, stillValid } from './socket-sessions';
import type { IoServer, IoSocket, SocketIdentity, SocketUser } from './socket-types';

export type { SocketUser } from './socket-types';

/**
 * What the platform needs from the modules, handed in by app.ts (platform imports no module):
 * whether a user may join a conversation's room (messaging checks membership; others: false).
 */
export interface RealtimeHooks {
  canJoinConversation(user: SocketUser, conversationId: string): Promise<boolean>;
}

interface RealtimeOptions {
  /** The Redis stream the instances share (REDIS_URL); tests give each app its own. */
  streamName?: string;
}

/** A typing relay per user and conversation at most this often; the client shows it TYPING_TTL_MS. */
const TYPING_THROTTLE_MS = 2000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Socket.IO on the app's own HTTP server and port (path /socket.io). The handshake is
 * authenticated like the API: the session cookie, or a Bearer token (`auth.token` or the
 * Authorization header); a browser handshake from another origin is refused (cross-site
 * WebSocket hijacking), like cookie-authenticated changes over HTTP. Each socket joins its user's
 * room and its session's; a conversation's room only through `conversation:join`, checked by
 * `hooks`. With REDIS_URL the Redis streams adapter shares rooms between instances (and connection
 * state recovery across them); without it, the in-memory adapter.
 *
 * A socket follows its session: the operations that end a session or change an account's rights
 * end its sockets through `deps.realtime` (the adapter carries it to every instance); every
 * client event re-reads the rights (session, account, role, conversation) before it acts, and a
 * sweep every minute ends the sockets whose session lapsed (idle expiry). A connection's state is
 * recovered only while the session and role it was saved with still hold.
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
      // A state recovered under another session (a new login in the same browser) keeps no room.
      if (socket.recovered && socket.data.sessionId !== found.session.id)
        for (const room of [...socket.rooms]) if (room !== socket.id) void socket.leave(room);
      socket.data = { user: { id: found.user.id, role: found.user.role }, sessionId: found.session.id };
      next();
    } catch (err) {
      app.log.error({ err }, 'socket handshake failed');
      next(new Error('unavailable'));
    }
  });

  guardRecovery(io, (identity) => identityHolds(deps, identity));

  // The adapter subscribes its own channel on a second connection, in the background; wait for it,
  // so that closing an app right after it started never cuts a SUBSCRIBE short (an unhandled
  // "Connection is closed" from inside the adapter).
  if (redis) await untilSubscribed(redis, `socket.io#/#${(io.of('/').adapter as unknown as { uid: string }).uid}#`);

  io.on('connection', (socket) => {
    deps.metrics.socketConnections.inc();
    socket.on('disconnect', () => deps.metrics.socketConnections.dec());
    onConnection(socket, hooks, app);
  });
  const sweep = () => sweepSockets(io, deps);
  deps.realtime.attach(io, sweep);
  const sweeper = setInterval(
    () => void sweep().catch((err: unknown) => app.log.error({ err }, 'socket sweep failed')),
    SOCKET_SWEEP_MS,
  );
  sweeper.unref();

  // Before the HTTP server closes: drop this instance's sockets (not the others', through the
  // adapter), stop the engine and the adapter's stream reader, then the Redis connection.
  app.addHook('preClose', async () => {
    clearInterval(sweeper);
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
  const { user, sessionId } = socket.data;
  void socket.join([userRoom(user.id), sessionRoom(sessionId)]);
  const lastTyping = new Map<string, number>();

  /**
   * The rights as of now, read before any client event acts: the session and role the socket
   * was opened with still hold (else the socket ends: false), and the user may read the
   * conversation (a participant, or an admin).
   */
  const mayAct = async (conversationId: string): Promise<'ok' | 'denied' | 'ended'> => {
    if (!(await identityHolds(app.deps, socket.data))) return 'ended';
    return (await hooks.canJoinConversation(user, conversationId)) ? 'ok' : 'denied';
  };

  socket.on('conversation:join', async (e, ack) => {
    const reply = typeof ack === 'function' ? ack : () => {};
    const conversationId = typeof e?.conversationId === 'string' ? e.conversationId : '';
    if (!UUID.test(conversationId)) return reply({ ok: false, error: 'invalid' } satisfies JoinAck);
    let rights: Awaited<ReturnType<typeof mayAct>>;
    try {
      rights = await mayAct(conversationId);
    } catch (err) {
      app.log.error({ err }, 'conversation join check failed');
      return reply({ ok: false, error: 'not_found' } satisfies JoinAck);
    }
    if (rights !== 'ok') {
      reply({ ok: false, error: 'not_found' } satisfies JoinAck);
      if (rights === 'ended') socket.disconnect(true);
      return;
    }
    await socket.join(conversationRoom(conversationId));
    reply({ ok: true });
  });

  socket.on('conversation:leave', async (e, ack) => {
    if (typeof e?.conversationId === 'string') await socket.leave(conversationRoom(e.conversationId));
    if (typeof ack === 'function') ack({ ok: true });
  });

  socket.on('typing', async (e) => {
    const conversationId = typeof e?.conversationId === 'string' ? e.conversationId : '';
    const room = conversationRoom(conversationId);
    if (!socket.rooms.has(room)) return; // only from a joined (authorised) conversation
    const now = Date.now();
    if (now - (lastTyping.get(conversationId) ?? 0) < TYPING_THROTTLE_MS) return;
    lastTyping.set(conversationId, now);
    try {
      const rights = await mayAct(conversationId);
      if (rights === 'ended') return void socket.disconnect(true);
      if (rights === 'denied') return void (await socket.leave(room));
    } catch (err) {
      return void app.log.error({ err }, 'typing check failed');
    }
    socket.to(room).emit('typing', { conversationId, userId: user.id });
  });
}

/** Ends this instance's sockets whose rights no longer hold (`stillValid`); how many. */
async function sweepSockets(io: IoServer, deps: FastifyInstance['deps']): Promise<number> {
  const sockets = [...io.of('/').sockets.values()].filter((s) => isIdentity(s.data));
  const valid = await stillValid(
    deps,
    sockets.map((s) => s.data),
  );
  let ended = 0;
  for (const s of sockets)
    if (!valid.has(s.data) && s.connected) {
      s.disconnect(true);
      ended++;
    }
  return ended;
}

/**
 * Connection state recovery restores a socket's rooms and replays what it missed before the
 * handshake's middleware runs: it is allowed only while the session and role the state was saved
 * with still hold. Otherwise the client gets a fresh connection (and rejoins, checked afresh).
 */
function guardRecovery(io: IoServer, holds: (identity: SocketIdentity) => Promise<boolean>) {
  const adapter = io.of('/').adapter;
  const restore = adapter.restoreSession.bind(adapter);
  adapter.restoreSession = async (pid, offset) => {
    const state = await restore(pid, offset);
    if (state && isIdentity(state.data) && (await holds(state.data))) return state;
    throw new Error('session no longer valid'); // as the adapters refuse a state: a fresh connection
  };
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
