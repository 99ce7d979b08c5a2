import { connect, type Socket } from 'node:net';
import { get as httpGet } from 'node:http';
import { PassThrough, Readable } from 'node:stream';
import { createGunzip, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { SiteHandler } from './register-ssr';
import { DEFAULT_BODY_LIMIT } from '../http/body-limit';

/**
 * A stand-in for React Router as it answers paths without a loader or action: HTML, a 405 for a
 * POST without reading its body, a 404 page for anything unknown.
 */
const site: SiteHandler = async (request) => {
  const html = (status: number, text: string) =>
    new Response(`<!doctype html><title>${text}</title><h1>${text}</h1>`, {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  const { pathname } = new URL(request.url);
  if (pathname === '/node-body') {
    // As entry.server.tsx answers: the page's Node stream under NODE_BODY, a web body for other readers.
    const response = html(200, 'web body');
    Object.defineProperty(response, Symbol.for('biclou.ssr.nodeBody'), {
      value: Readable.from([Buffer.from('<h1>node '), Buffer.from('body</h1>')]),
    });
    return response;
  }
  if (pathname === '/node-body-live') {
    const response = html(200, 'web body');
    Object.defineProperty(response, Symbol.for('biclou.ssr.nodeBody'), { value: livePage() });
    return response;
  }
  if (request.method === 'POST') return html(405, 'Method Not Allowed');
  return pathname === '/' || pathname === '/about' ? html(200, 'Biclou') : html(404, 'Page not found');
};

/** The page stream of the next `/node-body-live` request, which the test writes into. */
let livePage: () => Readable = () => Readable.from([]);

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({}, {}, { site });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One HTTP/1.1 connection, kept alive, with responses read off it one at a time. */
function rawConnection(): {
  socket: Socket;
  send: (data: string | Buffer) => void;
  next: (timeoutMs?: number) => Promise<RawResponse | 'timeout' | 'closed'>;
} {
  const socket = connect(port, '127.0.0.1');
  let buffered = Buffer.alloc(0);
  let closed = false;
  let wake: () => void = () => {};
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    wake();
  });
  socket.on('close', () => {
    closed = true;
    wake();
  });
  socket.on('error', () => {});
  const parse = (): RawResponse | null => {
    const end = buffered.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine, ...lines] = buffered.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    let rest = buffered.subarray(end + 4);
    let body = Buffer.alloc(0);
    if (headers['transfer-encoding'] === 'chunked') {
      for (;;) {
        const lineEnd = rest.indexOf('\r\n');
        if (lineEnd < 0) return null;
        const size = parseInt(rest.subarray(0, lineEnd).toString(), 16);
        if (rest.length < lineEnd + 2 + size + 2) return null;
        body = Buffer.concat([body, rest.subarray(lineEnd + 2, lineEnd + 2 + size)]);
        rest = rest.subarray(lineEnd + 2 + size + 2);
        if (size === 0) break;
      }
    } else {
      const length = Number(headers['content-length'] ?? 0);
      if (rest.length < length) return null;
      body = rest.subarray(0, length);
      rest = rest.subarray(length);
    }
    buffered = rest;
    return { status: Number(statusLine!.split(' ')[1]), headers, body: body.toString() };
  };
  return {
    socket,
    send: (data) => socket.write(data),
    async next(timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const response = parse();
        if (response) return response;
        if (closed) return 'closed';
        if (Date.now() > deadline) return 'timeout';
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, Math.max(1, deadline - Date.now()));
        });
      }
    },
  };
}

const post = (path: string, body: Buffer, contentType = 'application/x-www-form-urlencoded') =>
  Buffer.concat([
    Buffer.from(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
    ),
    body,
  ]);
const get = (path: string, accept = 'text/html') =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nAccept: ${accept}\r\n\r\n`;

describe('a body posted to a site path', () => {
  it('is read whole, so the next request on the same keep-alive connection gets its answer', async () => {
    const conn = rawConnection();
    try {
      conn.send(post('/listings/new', Buffer.alloc(200 * 1024, 'a')));
      const first = await conn.next();
      expect(first).toMatchObject({ status: 405 });
      conn.send(get('/about'));
      const second = await conn.next();
      expect(second).toMatchObject({ status: 200, body: expect.stringContaining('<h1>Biclou</h1>') });
    } finally {
      conn.socket.destroy();
    }
  });

  it('over the 256 KB cap is a JSON 413 and the connection is closed, not left hanging', async () => {
    const conn = rawConnection();
    try {
      conn.send(post('/listings/new', Buffer.alloc(DEFAULT_BODY_LIMIT + 1, 'a')));
      const first = await conn.next();
      expect(first).toMatchObject({ status: 413, headers: { connection: 'close' } });
      expect(JSON.parse((first as RawResponse).body)).toMatchObject({ error: { code: 'payload_too_large' } });
      expect(await conn.next()).toBe('closed');
    } finally {
      conn.socket.destroy();
    }
  });
});

describe('unknown API routes beside the site', () => {
  const json = (res: { headers: Record<string, unknown>; body: string }) => {
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    return JSON.parse(res.body) as { error: { code: string; message: string } };
  };

  it('the site still answers its own paths in HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each([
    ['GET', '/api/v1/chats'],
    ['POST', '/api/v1/nothing'],
    ['GET', '/api/v2/listings'],
    ['DELETE', '/api/whatever/deep/path'],
    ['GET', '/api'],
  ])('%s %s is a JSON 404 in the error format', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ error: { code: 'not_found', message: `Route ${method} ${url} not found` } });
  });

  it.each([
    ['POST', '/api/v1/search', 'GET, HEAD'],
    ['PUT', '/api/v1/places/lyon', 'GET, HEAD'],
    ['GET', '/api/v1/auth/login', 'POST'],
    ['PATCH', '/api/v1/listings/0b6f5c9e-8c1d-4e7a-9f2b-3d4c5e6f7a8b/infos', 'POST, PUT'],
  ])('%s %s is a JSON 405 allowing %s', async (method, url, allow) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(json(res).error.code).toBe('method_not_allowed');
  });

  it("a path that is not UTF-8 is a JSON 422 in the error format, not Fastify's own 400", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/places/%ED%A0%80' });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({
      error: { code: 'validation', fields: { _: [expect.stringContaining('not valid')] } },
    });
  });
});

describe('a page with its Node stream', () => {
  it('is sent from the Node stream, its web body left unread', async () => {
    const res = await t.app.inject({ url: '/node-body', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('<h1>node body</h1>');
  });

  it('is gzipped when the browser takes gzip, and plain when it refuses it', async () => {
    const zipped = await t.app.inject({ url: '/node-body', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe('<h1>node body</h1>');
    for (const refused of ['gzip;q=0', 'identity']) {
      const plain = await t.app.inject({ url: '/node-body', headers: { 'accept-encoding': refused } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('<h1>node body</h1>');
    }
  });

  it('reaches the browser part by part: each chunk is flushed through gzip as it comes', async () => {
    const page = new PassThrough();
    livePage = () => page;
    const received: string[] = [];
    const next = () =>
      new Promise<string>((resolve) =>
        received.length ? resolve(received.shift()!) : (wake = () => resolve(received.shift()!)),
      );
    let wake = () => {};
    // The shell is written before anything is read: Node sends the headers with the first bytes.
    page.write('<main>shell</main>');
    const res = await new Promise<import('node:http').IncomingMessage>((resolve) =>
      httpGet({ port, host: '127.0.0.1', path: '/node-body-live', headers: { 'accept-encoding': 'gzip' } }, resolve),
    );
    expect(res.headers['content-encoding']).toBe('gzip');
    const text = res.pipe(createGunzip());
    text.on('data', (chunk: Buffer) => {
      received.push(chunk.toString());
      wake();
    });
    expect(await next()).toBe('<main>shell</main>');
    page.write('<template>part</template>');
    expect(await next()).toBe('<template>part</template>');
    page.end();
    await new Promise((resolve) => text.once('end', resolve));
  });

  it('ends the response, never leaves it hanging, when the page stream is destroyed midway', async () => {
    const page = new PassThrough();
    livePage = () => page;
    page.write('<main>shell</main>');
    const res = await new Promise<import('node:http').IncomingMessage>((resolve) =>
      httpGet({ port, host: '127.0.0.1', path: '/node-body-live', headers: { 'accept-encoding': 'gzip' } }, resolve),
    );
    const over = new Promise((resolve) => {
      res.once('close', resolve);
      res.once('error', resolve);
    });
    res.resume();
    page.destroy();
    await over;
    expect(res.complete).toBe(false);
  });
});
