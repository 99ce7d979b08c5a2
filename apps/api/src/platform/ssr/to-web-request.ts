import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Turns a Fastify request into a web `Request` for React Router's handler. */
export function toWebRequest(req: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${req.protocol}://${req.host}`;
  const url = new URL(req.url, origin);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, String(value));
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  // The body was read whole by the site's content parser (register-ssr.ts), never streamed from the socket.
  if (req.method !== 'GET' && req.method !== 'HEAD' && Buffer.isBuffer(req.body) && req.body.length)
    init.body = new Uint8Array(req.body);
  return new Request(url, init);
}

/**
 * The Node stream behind a server-rendered page's `Response` (apps/web/app/entry.server.tsx sets
 * it under the same `Symbol.for` key): sent as it is, its web `body` left unread.
 */
const NODE_BODY = Symbol.for('biclou.ssr.nodeBody');

/** Copies a web `Response` onto the Fastify reply, streaming the body. */
export async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const nodeBody = (response as Response & { [NODE_BODY]?: Readable })[NODE_BODY];
  if (nodeBody) return reply.send(nodeBody);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as never));
}
