import type { ServerToClientEvents } from '@biclou/contracts/messaging';
import { userRoom } from '@biclou/contracts/messaging';
import type { IoServer } from './socket-types';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** The room of one session's sockets (server-side only: a client never names it). */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * How modules push live events (docs/architecture.md "Realtime"): to rooms (`user:<id>`,
 * `conversation:<id>`), across every instance when the Redis adapter is on. Built by
 * deps-factory before the HTTP server exists; `attachRealtime` (realtime.ts) plugs the Socket.IO
 * server in. Until then, and in tests without sockets, emits go nowhere.
 *
 * A socket lives no longer than its session's rights: whatever ends a session or changes an
 * account's rights ends the sockets it concerns, on every instance, once its transaction has
 * committed (`endSession`, `endUser`); the client's next handshake reads the rights afresh.
 */
export interface RealtimeHub {
  /**
   * Emits once per socket in any of `rooms` (a socket in two of them gets it once), leaving out
   * the sockets in any room of `except`.
   */
  emit<E extends EventName>(rooms: string | string[], event: E, payload: Payload<E>, except?: string[]): void;
  /** Disconnects every socket of this session (logout, a revoked device). */
  endSession(sessionId: string): void;
  /**
   * Disconnects every socket of this user, but those of `keepSessionId` (password change,
   * suspension, deletion, role change).
   */
  endUser(userId: string, keepSessionId?: string): void;
  /**
   * Checks this instance's sockets against the database now and ends those whose session no
   * longer authenticates (idle expiry, or a revocation whose broadcast was lost) or whose role
   * changed; how many it ended. The server runs it every minute.
   */
  sweep(): Promise<number>;
  /** The Socket.IO server, once attached. */
  readonly io: IoServer | null;
  attach(io: IoServer, sweep: () => Promise<number>): void;
  detach(): void;
}

export function createRealtimeHub(): RealtimeHub {
  let io: IoServer | null = null;
  let sweepLocal: (() => Promise<number>) | null = null;
  return {
    get io() {
      return io;
    },
    emit(rooms, event, payload, except) {
      if (!io) return;
      let target = io.to(rooms);
      if (except?.length) target = target.except(except);
      (target.emit as (e: string, p: unknown) => boolean)(event, payload);
    },
    endSession(sessionId) {
      io?.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    endUser(userId, keepSessionId) {
      if (!io) return;
      const target = io.in(userRoom(userId));
      (keepSessionId ? target.except(sessionRoom(keepSessionId)) : target).disconnectSockets(true);
    },
    async sweep() {
      return sweepLocal ? sweepLocal() : 0;
    },
    attach(server, sweep) {
      io = server;
      sweepLocal = sweep;
    },
    detach() {
      io = null;
      sweepLocal = null;
    },
  };
}
