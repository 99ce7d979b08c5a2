import type { Socket } from 'socket.io-client';
import { useSyncExternalStore } from 'react';
import type { ClientToServerEvents, ServerToClientEvents } from '@biclou/contracts/messaging';

/**
 * The browser's one Socket.IO connection (same origin, path /socket.io, the session cookie
 * authenticates the handshake). `socket.io-client` loads in its own chunk the first time a
 * signed-in page starts it, so visitors and first paint never pay for it.
 *
 * Listeners register here, before or after the socket exists; each (re)connection calls the
 * `onRealtimeConnect` callbacks, which re-join rooms and fetch what was missed (decisions: "Messaging, pages").
 *
 * Status: `idle` (not started or stopped), `connecting` (first connection), `online`, and
 * `reconnecting` (dropped, browser offline, or the server went away): the pages show a banner.
 */
type RealtimeStatus = 'idle' | 'connecting' | 'online' | 'reconnecting';

/**
 * The socket typed with the contracts' event maps, the ones the API's Socket.IO server uses: an
 * event name or payload the other side does not know is a compile error (realtime.test-d.ts).
 */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type ServerEvent = keyof ServerToClientEvents;
type ServerPayload<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];
type ClientEvent = keyof ClientToServerEvents;
type ClientPayload<E extends ClientEvent> = Parameters<ClientToServerEvents[E]>[0];
/** The client events the server acknowledges (a second, callback parameter), and its answer. */
type AckedEvent = {
  [E in ClientEvent]: 2 extends Parameters<ClientToServerEvents[E]>['length'] ? E : never;
}[ClientEvent];
type AckOf<E extends AckedEvent> =
  Parameters<ClientToServerEvents[E]> extends [unknown, ((answer: infer A) => void)?] ? A : never;
type Handler = (payload: unknown) => void;

let socket: RealtimeSocket | null = null;
let loading: Promise<RealtimeSocket | null> | null = null;
let started = false;
let status: RealtimeStatus = 'idle';
const handlers = new Map<string, Set<Handler>>();
const connectHandlers = new Set<() => void>();
const statusListeners = new Set<() => void>();

function setStatus(next: RealtimeStatus) {
  if (next === status) return;
  status = next;
  for (const l of [...statusListeners]) l();
}

function onOffline() {
  if (!socket) return;
  // The browser knows it lost the network before any ping times out: drop now, reconnect on 'online'.
  socket.disconnect();
  setStatus('reconnecting');
}
function onOnline() {
  if (started && socket && !socket.connected) socket.connect();
}

async function load(): Promise<RealtimeSocket | null> {
  const { io } = await import('socket.io-client');
  if (!started) return null;
  // WebSocket first: one connection that stays on the instance it reached, so several instances
  // need no sticky sessions; long-polling only where a proxy refuses WebSockets (docs/operations.md).
  const s: RealtimeSocket = io({
    path: '/socket.io',
    withCredentials: true,
    reconnectionDelayMax: 3000,
    transports: ['websocket', 'polling'],
  });
  s.onAny((event: string, payload: unknown) => {
    for (const h of [...(handlers.get(event) ?? [])]) h(payload);
  });
  s.on('connect', () => {
    setStatus('online');
    for (const h of [...connectHandlers]) h();
  });
  s.on('disconnect', (reason) => {
    if (!started) return;
    setStatus('reconnecting');
    // The server ends a socket when its session ends or the account's rights change: one new
    // handshake reads them afresh (a role change reconnects; a signed-out session is refused).
    if (reason === 'io server disconnect') s.connect();
  });
  s.on('connect_error', () => {
    // A refused handshake (signed out) does not retry: nothing to show.
    if (started) setStatus(s.active ? 'reconnecting' : 'idle');
  });
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  socket = s;
  return s;
}

/** Connects (once) for the signed-in member. Safe to call on every render path; browser only. */
export function startRealtime(): void {
  if (typeof window === 'undefined' || started) return;
  started = true;
  if (socket) {
    socket.connect();
    return;
  }
  setStatus('connecting');
  loading ??= load()
    .catch(() => null)
    .finally(() => (loading = null));
}

/** Disconnects (signed out). */
export function stopRealtime(): void {
  started = false;
  socket?.disconnect();
  setStatus('idle');
}

/** Calls `handler` for each `event` the server sends. Returns the unsubscribe. */
export function onRealtime<E extends ServerEvent>(event: E, handler: (payload: ServerPayload<E>) => void): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  const h = handler as Handler;
  set.add(h);
  return () => void set.delete(h);
}

/** Calls `handler` on every connection and reconnection, and at once when already connected. */
export function onRealtimeConnect(handler: () => void): () => void {
  connectHandlers.add(handler);
  if (socket?.connected) handler();
  return () => void connectHandlers.delete(handler);
}

/** Sends an event; dropped when not connected (the connect callbacks redo what matters). */
export function emitRealtime<E extends ClientEvent>(event: E, payload: ClientPayload<E>): void {
  if (socket?.connected) socket.emit(event, ...([payload] as Parameters<ClientToServerEvents[E]>));
}

/** Sends an event and waits for the server's ack; null when not connected or after `timeoutMs`. */
export async function requestRealtime<E extends AckedEvent>(
  event: E,
  payload: ClientPayload<E>,
  timeoutMs = 5000,
): Promise<AckOf<E> | null> {
  if (!socket?.connected) return null;
  try {
    // Socket.IO's own typing cannot read an optional ack parameter (`ack?`): the answer's type is ours.
    const timed = socket.timeout(timeoutMs) as unknown as {
      emitWithAck(event: E, payload: ClientPayload<E>): Promise<AckOf<E>>;
    };
    return await timed.emitWithAck(event, payload);
  } catch {
    return null;
  }
}

function getRealtimeStatus(): RealtimeStatus {
  return status;
}

function subscribeStatus(listener: () => void) {
  statusListeners.add(listener);
  return () => void statusListeners.delete(listener);
}

export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(subscribeStatus, getRealtimeStatus, () => 'idle');
}
