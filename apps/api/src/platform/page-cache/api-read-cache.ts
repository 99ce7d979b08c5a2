import type { FastifyInstance, FastifyRequest } from 'fastify';
import { weakEtag } from './page-entry';
import { presentsSession, serveEntry } from './serve-entry';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public read the pages use (a listing, search results, a place page): anonymous GETs are
     * answered from the page cache (decisions "Page cache"). Only for answers that are the same
     * for every visitor without a session.
     */
    publicRead?: boolean;
    /** A successful write here changes nothing a visitor sees (a CSP report, a login): the page cache is kept. */
    keepsPageCache?: boolean;
  }
  interface FastifyRequest {
    /** The page cache key and generation of a public read that missed, to keep its answer. */
    pageCacheMiss?: { key: string; generation: number };
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const API_VARY = 'Authorization, Cookie, Accept-Encoding';

function readKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (presentsSession(request) || request.url.length > 2048) return null;
  return `api|${request.url}`;
}

/**
 * The API side of the page cache. (1) Every successful write under /api (2xx or 3xx), once its
 * handler has committed and before the answer leaves, drops the whole cache on every instance
 * (a new generation), unless its route says `keepsPageCache`: the next request sees the change.
 * (2) Routes marked `publicRead` answer anonymous GETs from the cache and keep their 200s.
 */
export function registerPageCacheHooks(app: FastifyInstance) {
  const cache = app.deps.pageCache;
  if (cache.kind === 'off') return;
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      WRITES.has(request.method) &&
      reply.statusCode < 400 &&
      request.url.startsWith('/api/') &&
      !request.routeOptions.config?.keepsPageCache
    )
      await cache.invalidate();
    return payload;
  });

  app.addHook('onRoute', (route) => {
    if (!(route.config as { publicRead?: boolean } | undefined)?.publicRead) return;
    const onRequest = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
      const key = readKey(request);
      if (!key) return;
      const hit = await cache.get(key);
      app.deps.metrics.cacheLookups.inc({ cache: 'api-reads', result: hit ? 'hit' : 'miss' });
      if (hit) return serveEntry(request, reply, hit, cache.ttlS, 'hit', API_VARY);
      request.pageCacheMiss = { key, generation: await cache.generation() };
    };
    const onSend = async (request: FastifyRequest, reply: import('fastify').FastifyReply, payload: unknown) => {
      const miss = request.pageCacheMiss;
      if (!miss || reply.statusCode !== 200 || reply.hasHeader('set-cookie') || request.method !== 'GET')
        return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      await cache.set(
        miss.key,
        { status: 200, headers: [['content-type', type]], body, nonce: null, etag: weakEtag(body) },
        miss.generation,
      );
      reply.header('cache-control', `public, max-age=0, s-maxage=${cache.ttlS}`);
      reply.header('vary', API_VARY);
      reply.header('etag', weakEtag(body));
      reply.header('x-page-cache', 'miss');
      return payload;
    };
    route.onRequest = [...toArray(route.onRequest), onRequest] as typeof route.onRequest;
    route.onSend = [onSend, ...toArray(route.onSend)] as typeof route.onSend;
  });
}

function toArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
