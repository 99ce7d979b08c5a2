import type { FastifyReply, FastifyRequest } from 'fastify';
import { createIsbotFromList, list } from 'isbot';
import { weakEtag, type ReadyEntry } from './page-entry';
import { presentsSession, serveEntry, UNSTORED_HEADERS } from './serve-entry';

/** The colour-mode cookie (apps/web lib/constants.ts THEME_COOKIE): part of the key. */
const THEME_COOKIE = 'biclou_theme';
const THEMES = new Set(['light', 'dark', 'system']);

/**
 * Paths whose pages are someone's own, or a step towards a booking or a payment: never cached,
 * whatever their answer (the real rule is "anonymous and 200", this is a second lock). The
 * locale prefix is ignored.
 */
const PRIVATE_PATH =
  /^\/(?:(?:en|fr|test)\/)?(?:admin|dashboard|account|auth|messages|dev|api|listing\/create|listing\/[^/]+\/(?:request|steps))(?:[/.?]|$)/;

/** Search bots get pages rendered whole (entry.server.tsx): their own entries. Headless browsers are people. */
const isCrawler = createIsbotFromList(list.filter((pattern) => !/headless/i.test(pattern)));

/** Pages vary with these (the colour-mode cookie and the session cookie; the encoding). */
const PAGE_VARY = 'Cookie, Accept-Encoding';

/**
 * The cache key of an anonymous site page, or null when the request must be rendered for itself:
 * a session (cookie or bearer), a method other than GET/HEAD, a private path, an unknown
 * colour mode, an overlong URL. The locale is in the path; host and protocol are in the key
 * (pages carry absolute URLs), so are the colour mode and the crawler flag.
 */
function sitePageKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (presentsSession(request)) return null;
  const url = request.url;
  if (url.length > 2048 || PRIVATE_PATH.test(url)) return null;
  const theme = request.cookies[THEME_COOKIE];
  if (theme !== undefined && !THEMES.has(theme)) return null;
  const bot = isCrawler(request.headers['user-agent']) ? 'b' : 'p';
  return `page|${request.protocol}://${request.host}|${bot}|${theme ?? ''}|${url}`;
}

/** A rendered page may be kept: a 200 that sets no cookie and that no one marked private. */
function storable(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (response.headers.getSetCookie().length) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/no-store|private|no-cache/i.test(cacheControl);
}

interface RenderedPage {
  response: Response;
  /** The CSP nonce the page was rendered with. */
  nonce: string;
}

/**
 * Wraps the site's renderer with the page cache (decisions "Page cache"). A hit costs a lookup
 * and a copy: no session lookup (only the cookie's presence is looked at), no React, no inject,
 * no compression. A miss renders, reads the body whole, keeps it when `storable`, and serves it
 * as a hit would; requests for the same key arriving meanwhile, in the same generation, wait for
 * that render instead of starting their own (no stampede after a change). Anything else goes to
 * `send` unchanged.
 */
export function withPageCache(
  render: (req: FastifyRequest, reply: FastifyReply) => Promise<RenderedPage>,
  send: (req: FastifyRequest, reply: FastifyReply, page: RenderedPage) => Promise<unknown>,
) {
  const inFlight = new Map<string, { generation: number; entry: Promise<ReadyEntry | null> }>();
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const cache = req.server.deps.pageCache;
    const key = cache.kind === 'off' ? null : sitePageKey(req);
    if (!key) return send(req, reply, await render(req, reply));
    const hit = await cache.get(key);
    const lookups = req.server.deps.metrics.cacheLookups;
    lookups.inc({ cache: 'pages', result: hit ? 'hit' : 'miss' });
    if (hit) return serveEntry(req, reply, hit, cache.ttlS, 'hit', PAGE_VARY);
    if (req.method === 'HEAD') return send(req, reply, await render(req, reply));
    const generation = await cache.generation();
    const pending = inFlight.get(key);
    if (pending && pending.generation === generation) {
      const entry = await pending.entry;
      if (entry) return serveEntry(req, reply, entry, cache.ttlS, 'hit', PAGE_VARY);
      return send(req, reply, await render(req, reply));
    }
    let settle: (entry: ReadyEntry | null) => void = () => {};
    const mine = { generation, entry: new Promise<ReadyEntry | null>((resolve) => (settle = resolve)) };
    inFlight.set(key, mine);
    try {
      const page = await render(req, reply);
      if (!storable(page.response)) {
        settle(null);
        return await send(req, reply, page);
      }
      const body = Buffer.from(await page.response.arrayBuffer());
      const headers: [string, string][] = [];
      for (const [name, value] of page.response.headers) if (!UNSTORED_HEADERS.has(name)) headers.push([name, value]);
      const entry = await cache.set(
        key,
        { status: 200, headers, body, nonce: page.nonce, etag: weakEtag(body) },
        generation,
      );
      settle(entry);
      return serveEntry(req, reply, entry, cache.ttlS, 'miss', PAGE_VARY);
    } finally {
      settle(null);
      if (inFlight.get(key) === mine) inFlight.delete(key);
    }
  };
}
