import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isReachable } from './address-policy';

/** Why a fetch gave nothing usable: each has a sentence in the web catalogue ("calendar-sync.errors"). */
type FetchFailure =
  | 'scheme'
  | 'dns'
  | 'address'
  | 'redirects'
  | 'timeout'
  | 'too_large'
  | 'html'
  | 'content_type'
  | 'http_status'
  | 'network';

export class OutboundError extends Error {
  constructor(
    readonly reason: FetchFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: number;
}
/** The host's addresses, every one of them (a name with one private address among public ones is refused). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

interface TransportRequest {
  url: URL;
  /** The checked address the connection goes to: the name is never resolved again. */
  to: ResolvedAddress;
  headers: Record<string, string>;
  signal: AbortSignal;
  maxBytes: number;
}
export interface TransportResponse {
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
}
/** One HTTP exchange to an address already checked; no redirect followed. */
export type Transport = (req: TransportRequest) => Promise<TransportResponse>;

export interface SafeFetchOptions {
  headers?: Record<string, string>;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Loopback addresses (127/8, ::1): tests and the journeys only (OUTBOUND_ALLOW_LOOPBACK). */
  allowLoopback: boolean;
  /** The content types accepted; HTML is always refused with its own reason. */
  accept: readonly string[];
}

export interface SafeFetchResult {
  status: 200 | 304;
  headers: Record<string, string | undefined>;
  body: string;
  /** Where the answer came from, after the redirects. */
  url: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Node's http(s) with the connection pinned to the checked address; TLS still checks the certificate against the name. */
const nodeTransport: Transport = ({ url, to, headers, signal, maxBytes }) =>
  new Promise((resolve, reject) => {
    const pinned: LookupFunction = (_hostname, options, callback) => {
      if (options.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [to]);
      else callback(null, to.address, to.family);
    };
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, { method: 'GET', headers, lookup: pinned, signal, agent: false }, (res) => {
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        req.destroy();
        return reject(new OutboundError('too_large', `answer of ${declared} bytes`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          req.destroy();
          reject(new OutboundError('too_large', `answer over ${maxBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]),
          ),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

function failureOf(err: unknown, signal: AbortSignal): OutboundError {
  if (err instanceof OutboundError) return err;
  if (signal.aborted) return new OutboundError('timeout', 'no answer in time');
  return new OutboundError('network', err instanceof Error ? err.message : String(err));
}

/** Runs `work`, or fails with 'timeout' as soon as the signal fires (a DNS lookup cannot be aborted). */
function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new OutboundError('timeout', 'no answer in time'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function checkedAddress(url: URL, resolve: Resolver, allowLoopback: boolean): Promise<ResolvedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundError('scheme', `${url.protocol} is not http(s)`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await resolve(host);
    } catch (err) {
      throw new OutboundError('dns', err instanceof Error ? err.message : 'no address');
    }
  }
  if (!addresses.length) throw new OutboundError('dns', `${host} has no address`);
  const refused = addresses.find((a) => !isReachable(a.address, allowLoopback));
  if (refused) throw new OutboundError('address', `${host} is ${refused.address}, not a public address`);
  return addresses[0]!;
}

function contentTypeFailure(contentType: string | undefined, accept: readonly string[]): OutboundError | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/html' || type === 'application/xhtml+xml') return new OutboundError('html', 'an HTML page');
  return accept.includes(type) ? null : new OutboundError('content_type', `content type ${type || 'none'}`);
}

/**
 * GET on the public web only (decisions "Calendar sync"): http(s) alone; the name resolved and every
 * address checked (`address-policy.ts`) before connecting, then the connection made to that checked
 * address, so a second answer of the DNS cannot move it (rebinding); redirects followed by hand, at
 * most `maxRedirects`, each hop checked the same way; one deadline for the whole exchange; the body
 * cut off past `maxBytes`; HTML and other content types refused. A failure is an `OutboundError`
 * whose `reason` says why in a word.
 */
export async function safeFetch(
  url: string,
  options: SafeFetchOptions,
  io: { resolve?: Resolver; transport?: Transport } = {},
): Promise<SafeFetchResult> {
  const resolve = io.resolve ?? systemResolver;
  const transport = io.transport ?? nodeTransport;
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    throw new OutboundError('scheme', 'not a URL');
  }
  for (let hop = 0; ; hop++) {
    let res: TransportResponse;
    try {
      const to = await beforeDeadline(checkedAddress(current, resolve, options.allowLoopback), signal);
      res = await beforeDeadline(
        transport({ url: current, to, headers: options.headers ?? {}, signal, maxBytes: options.maxBytes }),
        signal,
      );
    } catch (err) {
      throw failureOf(err, signal);
    }
    if (REDIRECTS.has(res.status)) {
      const location = res.headers.location;
      if (!location) throw new OutboundError('http_status', `${res.status} without a location`, res.status);
      if (hop >= options.maxRedirects)
        throw new OutboundError('redirects', `more than ${options.maxRedirects} redirects`);
      try {
        current = new URL(location, current);
      } catch {
        throw new OutboundError('http_status', 'a redirect to no URL', res.status);
      }
      continue;
    }
    if (res.status === 304) return { status: 304, headers: res.headers, body: '', url: current.href };
    if (res.status !== 200) throw new OutboundError('http_status', `answered ${res.status}`, res.status);
    const refused = contentTypeFailure(res.headers['content-type'], options.accept);
    if (refused) throw refused;
    return { status: 200, headers: res.headers, body: res.body.toString('utf8'), url: current.href };
  }
}

/** `safeFetch` with the deployment's loopback setting: `deps.outbound`, which tests may replace. */
export type OutboundFetch = (url: string, options: Omit<SafeFetchOptions, 'allowLoopback'>) => Promise<SafeFetchResult>;

export function createOutboundFetch(allowLoopback: boolean): OutboundFetch {
  return (url, options) => safeFetch(url, { ...options, allowLoopback });
}
