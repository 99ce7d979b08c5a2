import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip } from '../http/accepts-gzip';

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
  // Aborted when the visitor leaves before the page's end (React stops rendering). A response sent
  // whole also closes: aborting then would only build an error and wake the listeners for nothing.
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
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

/**
 * The page gzipped as it streams: each chunk the page sends (React's shell, then each streamed
 * part) is compressed and flushed at once (Z_SYNC_FLUSH), so the browser gets every part when it
 * is ready, not when zlib's window fills. Node's zlib straight on the page's stream: through
 * @fastify/compress's generic stream wrappers, compressing a page cost ~3× more of the main
 * thread (docs/benchmarks.md). If the visitor leaves, the page's stream is destroyed (React stops).
 */
function gzipPage(page: Readable): Readable {
  const gzip = zlib.createGzip();
  page.on('data', (chunk: Buffer) => {
    gzip.write(chunk);
    gzip.flush(zlib.constants.Z_SYNC_FLUSH);
  });
  page.once('end', () => gzip.end());
  page.once('error', (error) => gzip.destroy(error));
  // Closed before its end without an error (destroyed): the response must not wait for an end.
  page.once('close', () => {
    if (!page.readableEnded) gzip.destroy(new Error('The page stream closed before its end.'));
  });
  gzip.once('close', () => page.destroy());
  return gzip;
}

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
  if (nodeBody) {
    if (!acceptsGzip(reply.request.headers['accept-encoding'])) return reply.send(nodeBody);
    // Set here, @fastify/compress leaves the body alone.
    reply.header('content-encoding', 'gzip');
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    return reply.send(gzipPage(nodeBody));
  }
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as never));
}
