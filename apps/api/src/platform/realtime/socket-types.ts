import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@biclou/contracts/messaging';

/** Who a socket is: set by the handshake, kept across a recovered connection. */
export interface SocketUser {
  id: string;
  role: 'user' | 'admin';
}

/** What a socket carries: its user as of the handshake and the session it was opened with. */
export interface SocketIdentity {
  user: SocketUser;
  sessionId: string;
}

/**
 * The Socket.IO server and its sockets, typed with the contracts' event maps (the browser's socket
 * uses the same, apps/web/app/lib/realtime/realtime.ts): an event either side does not know fails
 * to compile.
 */
export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketIdentity>;
export type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketIdentity>;
