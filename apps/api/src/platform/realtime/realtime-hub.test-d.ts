/**
 * Type-level test of the API's side of the sockets, checked by `npm run typecheck` and never run:
 * each `@ts-expect-error` line must fail to compile, or tsc reports the directive as unused. The
 * hub's emits and the Socket.IO server take the contracts' `ServerToClientEvents` /
 * `ClientToServerEvents`, the maps the browser's socket is typed with (apps/web realtime.ts).
 */
import type { RealtimeHub } from './realtime-hub';

export function emitsThatCompile(hub: RealtimeHub) {
  hub.emit('user:1', 'unread', { count: 1 });
  hub.emit(['conversation:1', 'user:2'], 'conversation:reopened', { conversationId: '1' });
  hub.io?.on('connection', (socket) => socket.on('typing', (e) => void e.conversationId));
}

export function wrongEmits(hub: RealtimeHub) {
  // @ts-expect-error the browser listens to 'unread', not 'unread:count'
  hub.emit('user:1', 'unread:count', { count: 1 });
  // @ts-expect-error 'unread' carries a count
  hub.emit('user:1', 'unread', { total: 1 });
  // @ts-expect-error the browser sends no 'message:new'
  hub.io?.on('connection', (socket) => socket.on('message:new', () => {}));
}
