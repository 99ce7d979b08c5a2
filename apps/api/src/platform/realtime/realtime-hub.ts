import type { Server } from 'socket.io';
import type { ServerToClientEvents } from '@biclou/contracts/messaging';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/**
 * How modules push live events (docs/architecture.md "Realtime"): to rooms (`user:<id>`,
 * `conversation:<id>`), across every instance when the Redis adapter is on. Built by
 * deps-factory before the HTTP server exists; `attachRealtime` (realtime.ts) plugs the Socket.IO
 * server in. Until then, and in tests without sockets, emits go nowhere.
 */
export interface RealtimeHub {
  /**
   * Emits once per socket in any of `rooms` (a socket in two of them gets it once), leaving out
   * the sockets in any room of `except`.
   */
  emit<E extends EventName>(rooms: string | string[], event: E, payload: Payload<E>, except?: string[]): void;
  /** The Socket.IO server, once attached. */
  readonly io: Server<never, ServerToClientEvents> | null;
  attach(io: Server<never, ServerToClientEvents>): void;
  detach(): void;
}

export function createRealtimeHub(): RealtimeHub {
  let io: Server<never, ServerToClientEvents> | null = null;
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
    attach(server) {
      io = server;
    },
    detach() {
      io = null;
    },
  };
}
