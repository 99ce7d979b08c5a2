import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyAddress } from './address-policy';
import { OutboundError, safeFetch, type Resolver, type SafeFetchOptions, type Transport } from './safe-fetch';

const OPTIONS: SafeFetchOptions = {
  timeoutMs: 2_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
  allowLoopback: false,
  accept: ['text/calendar', 'text/plain'],
};
const PUBLIC = '93.184.216.34';
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

/** A resolver from a table; an unknown name does not resolve. */
const resolver =
  (table: Record<string, string[]>): Resolver =>
  async (host) => {
    const found = table[host];
    if (!found) throw new Error(`ENOTFOUND ${host}`);
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

/** A transport that must never be reached: the refusal comes before any connection. */
const noConnection: Transport = async ({ to }) => {
  throw new Error(`connected to ${to.address}`);
};

async function failure(promise: Promise<unknown>): Promise<{ reason: string; message: string }> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(OutboundError);
    return { reason: (err as OutboundError).reason, message: (err as OutboundError).message };
  }
  throw new Error('the fetch succeeded');
}

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'private'],
    ['100.64.0.1', 'private'],
    ['100.127.255.254', 'private'],
    ['0.0.0.0', 'private'],
    ['224.0.0.251', 'private'],
    ['255.255.255.255', 'private'],
    ['::', 'private'],
    ['fd12:3456::1', 'private'],
    ['fc00::1', 'private'],
    ['fe80::1', 'private'],
    ['fe80::1%eth0', 'private'],
    ['ff02::1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:192.168.0.1', 'private'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:c0a8:101::1', 'private'],
    ['not-an-address', 'private'],
    ['172.32.0.1', 'public'],
    ['100.128.0.1', 'public'],
    ['8.8.8.8', 'public'],
    [PUBLIC, 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['::ffff:8.8.8.8', 'public'],
  ])('%s is %s', (address, verdict) => {
    expect(classifyAddress(address)).toBe(verdict);
  });
});

describe('safeFetch refuses before connecting', () => {
  const names = resolver({
    'loopback.example': ['127.0.0.1'],
    'metadata.example': ['169.254.169.254'],
    'mixed.example': [PUBLIC, '10.0.0.7'],
    'v6-local.example': ['fd00::5'],
  });
  it.each([
    ['http://127.0.0.1/cal.ics', 'address', /127\.0\.0\.1/],
    ['http://[::1]/cal.ics', 'address', /::1/],
    ['http://10.1.2.3/cal.ics', 'address', /10\.1\.2\.3/],
    ['http://172.16.0.1/cal.ics', 'address', /172\.16\.0\.1/],
    ['http://172.31.0.9/cal.ics', 'address', /172\.31/],
    ['http://192.168.1.20/cal.ics', 'address', /192\.168/],
    ['http://169.254.169.254/latest/meta-data', 'address', /169\.254/],
    ['http://100.64.0.1/cal.ics', 'address', /100\.64/],
    ['http://[::ffff:127.0.0.1]/cal.ics', 'address', /ffff/],
    ['http://[fe80::1]/cal.ics', 'address', /fe80/],
    ['http://0.0.0.0/cal.ics', 'address', /0\.0\.0\.0/],
    ['http://loopback.example/cal.ics', 'address', /loopback\.example is 127\.0\.0\.1/],
    ['http://metadata.example/cal.ics', 'address', /169\.254\.169\.254/],
    ['http://mixed.example/cal.ics', 'address', /10\.0\.0\.7/],
    ['https://v6-local.example/cal.ics', 'address', /fd00::5/],
    ['http://nowhere.example/cal.ics', 'dns', /ENOTFOUND/],
    ['ftp://example.com/cal.ics', 'scheme', /ftp:/],
    ['file:///etc/passwd', 'scheme', /file:/],
    ['gopher://example.com/', 'scheme', /gopher:/],
    ['not a url', 'scheme', /not a URL/],
  ])('%s → %s', async (url, reason, message) => {
    const got = await failure(safeFetch(url, OPTIONS, { resolve: names, transport: noConnection }));
    expect(got.reason).toBe(reason);
    expect(got.message).toMatch(message);
  });

  it('connects to the address it checked (no second lookup), with the name kept for the request', async () => {
    let lookups = 0;
    const seen: string[] = [];
    const res = await safeFetch('https://feeds.example/cal.ics', OPTIONS, {
      resolve: async () => (++lookups === 1 ? [{ address: PUBLIC, family: 4 }] : [{ address: '127.0.0.1', family: 4 }]),
      transport: async ({ url, to }) => {
        seen.push(`${url.hostname}@${to.address}`);
        return { status: 200, headers: { 'content-type': 'text/calendar' }, body: Buffer.from(ICS) };
      },
    });
    expect(res.body).toBe(ICS);
    expect(seen).toEqual([`feeds.example@${PUBLIC}`]);
    expect(lookups).toBe(1);
  });

  it('checks every redirect again: a public feed redirecting to 127.0.0.1 is refused', async () => {
    const hops: string[] = [];
    const got = await failure(
      safeFetch('http://feeds.example/cal.ics', OPTIONS, {
        resolve: resolver({ 'feeds.example': [PUBLIC] }),
        transport: async ({ url }) => {
          hops.push(url.href);
          return { status: 302, headers: { location: 'http://127.0.0.1:8080/admin' }, body: Buffer.alloc(0) };
        },
      }),
    );
    expect(got.reason).toBe('address');
    expect(hops).toEqual(['http://feeds.example/cal.ics']);
  });

  it('follows at most 3 redirects', async () => {
    let calls = 0;
    const got = await failure(
      safeFetch('http://feeds.example/0', OPTIONS, {
        resolve: resolver({ 'feeds.example': [PUBLIC] }),
        transport: async ({ url }) => {
          calls++;
          const next = Number(url.pathname.slice(1)) + 1;
          return { status: 301, headers: { location: `/${next}` }, body: Buffer.alloc(0) };
        },
      }),
    );
    expect(got.reason).toBe('redirects');
    expect(calls).toBe(4);
  });
});

describe('safeFetch against a local server (loopback allowed, as in the journeys)', () => {
  let server: Server;
  let base: string;
  const local = { ...OPTIONS, allowLoopback: true, timeoutMs: 1_500 };
  beforeAll(async () => {
    server = createServer((req, res) => {
      switch (req.url) {
        case '/cal.ics':
          if (req.headers['if-none-match'] === '"v1"') return void res.writeHead(304).end();
          return void res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag: '"v1"' }).end(ICS);
        case '/silent':
          return; // never answers
        case '/huge': {
          // 50 MB, streamed without a length: the fetcher stops reading past its limit.
          res.writeHead(200, { 'content-type': 'text/calendar' });
          const chunk = Buffer.alloc(1024 * 1024, 'A');
          let sent = 0;
          const more = () => {
            while (sent < 50 && !res.destroyed) {
              sent++;
              if (!res.write(chunk)) return void res.once('drain', more);
            }
            res.end();
          };
          res.on('close', () => (sent = 50));
          return more();
        }
        case '/huge-declared':
          res.writeHead(200, { 'content-type': 'text/calendar', 'content-length': String(50 * 1024 * 1024) });
          return void res.write('BEGIN:VCALENDAR');
        case '/page':
          return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<html></html>');
        case '/json':
          return void res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        case '/gone':
          return void res.writeHead(404).end();
        case '/to-loopback':
          return void res.writeHead(302, { location: '/cal.ics' }).end();
        default:
          return void res.writeHead(500).end();
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  );

  it('reads a calendar, then answers 304 to its ETag', async () => {
    const first = await safeFetch(`${base}/cal.ics`, local);
    expect(first).toMatchObject({ status: 200, body: ICS });
    expect(first.headers.etag).toBe('"v1"');
    const again = await safeFetch(`${base}/cal.ics`, { ...local, headers: { 'if-none-match': '"v1"' } });
    expect(again.status).toBe(304);
  });

  it('refuses the same server when loopback is not allowed (the default)', async () => {
    expect((await failure(safeFetch(`${base}/cal.ics`, OPTIONS))).reason).toBe('address');
  });

  it.each([
    ['/silent', 'timeout'],
    ['/huge', 'too_large'],
    ['/huge-declared', 'too_large'],
    ['/page', 'html'],
    ['/json', 'content_type'],
    ['/gone', 'http_status'],
  ])('%s → %s', async (path, reason) => {
    const started = Date.now();
    expect((await failure(safeFetch(`${base}${path}`, local))).reason).toBe(reason);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('follows a redirect on the same allowed server', async () => {
    expect((await safeFetch(`${base}/to-loopback`, local)).body).toBe(ICS);
  });
});
