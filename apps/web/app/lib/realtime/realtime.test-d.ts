/**
 * Type-level test of the browser socket, checked by `npm run typecheck` (tsc over apps/web/app) and
 * never run: each `@ts-expect-error` line must fail to compile, or tsc reports the directive as
 * unused and the typecheck fails. The socket and its helpers take their event names and payloads
 * from the contracts' `ServerToClientEvents` / `ClientToServerEvents`, the maps the API's Socket.IO
 * server is typed with, so a misspelt event or a wrong payload is a compile error on either side.
 */
import { emitRealtime, onRealtime, requestRealtime, type RealtimeSocket } from './realtime';

const conversationId = '6f1d8a4e-1c59-4d7c-9d1f-1b1c4b2f7a10';

export function eventsThatCompile(socket: RealtimeSocket) {
  onRealtime('message:new', (m) => void m.conversationId);
  onRealtime('unread', (p) => void p.count.toFixed());
  onRealtime('notification:new', (n) => void n.kind);
  emitRealtime('typing', { conversationId });
  void requestRealtime('conversation:join', { conversationId }).then((ack) => ack?.ok);
  socket.emit('conversation:leave', { conversationId });
  socket.on('conversation:reopened', (e) => void e.conversationId);
}

export function wrongEvents(socket: RealtimeSocket) {
  // @ts-expect-error the server sends 'message:new', not 'message:created'
  onRealtime('message:created', () => {});
  // @ts-expect-error 'unread' carries a count, not a total
  onRealtime('unread', (p) => void p.total);
  // @ts-expect-error the server listens to no 'conversation:open'
  emitRealtime('conversation:open', { conversationId });
  // @ts-expect-error typing names its conversation
  emitRealtime('typing', {});
  // @ts-expect-error 'typing' has no acknowledgement to wait for
  void requestRealtime('typing', { conversationId });
  // @ts-expect-error a server-to-client event is not the client's to send
  socket.emit('message:new', { conversationId });
  // @ts-expect-error no such event from the server
  socket.on('message:deleted', () => {});
}
