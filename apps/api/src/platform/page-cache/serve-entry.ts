import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE_NAME } from '@biclou/contracts/auth';
import { cspHeader, newCspNonce } from '../http/csp';
import type { ReadyEntry } from './page-entry';
import { acceptsGzip } from '../http/accepts-gzip';

/** Response headers never stored with an entry: the cache writes its own, or they belong to one response. */
export const UNSTORED_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'cache-control',
  'vary',
  'content-security-policy',
  'x-request-id',
  'x-page-cache',
]);

/** Whether a request presents a session (cookie or bearer): such a request never reads or fills the cache. */
export function presentsSession(request: FastifyRequest): boolean {
  return Boolean(request.headers.authorization || request.cookies[SESSION_COOKIE_NAME]);
}

/** The policy with a nonce, built once per configuration around a marker, then filled per serve. */
const policies = new WeakMap<object, [string, string]>();
const MARK = 'page-cache-nonce-mark';
function policyWith(config: Parameters<typeof cspHeader>[0], nonce: string): string {
  let parts = policies.get(config);
  if (!parts) {
    const whole = cspHeader(config, MARK);
    const at = whole.indexOf(MARK);
    parts = [whole.slice(0, at), whole.slice(at + MARK.length)];
    policies.set(config, parts);
  }
  return parts[0] + nonce + parts[1];
}

/** `If-None-Match` names this entity tag (weak comparison, lists and `*` included). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/**
 * Sends a cached entry: a fresh CSP nonce in the body and the header for a page, gzip when the
 * client takes it (precompressed), 304 when its validator matches. Shared caches may keep it
 * `ttlS` seconds (`s-maxage`), browsers revalidate (`max-age=0`).
 */
export function serveEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: ReadyEntry,
  ttlS: number,
  state: 'hit' | 'miss',
  vary: string,
) {
  const config = request.server.deps.config;
  reply.header('cache-control', `public, max-age=0, s-maxage=${ttlS}`);
  reply.header('vary', vary);
  reply.header('etag', entry.etag);
  reply.header('x-page-cache', state);
  if (matches(request.headers['if-none-match'], entry.etag)) {
    // No body, and no policy: the browser keeps the one stored with its copy, whose nonce matches it.
    reply.removeHeader('content-security-policy');
    return reply.code(304).send();
  }
  for (const [name, value] of entry.headers) reply.header(name, value);
  const nonce = entry.nonce ? newCspNonce() : null;
  if (nonce) reply.header('content-security-policy', policyWith(config, nonce));
  reply.code(entry.status);
  if (request.method === 'HEAD') return reply.send();
  if (acceptsGzip(request.headers['accept-encoding'])) {
    reply.header('content-encoding', 'gzip');
    return reply.send(entry.gzip(nonce));
  }
  return reply.send(entry.identity(nonce));
}
