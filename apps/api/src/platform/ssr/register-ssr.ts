import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { toWebRequest, sendWebResponse } from './to-web-request';
import { createServerApi } from './server-api';
import { groupedRequestHandler, type RouteGroups } from './route-groups';
import { cspHeader, newCspNonce } from '../http/csp';
import { withPageCache } from '../page-cache/site-page-cache';

export const webBuildDir = path.resolve(import.meta.dirname, '../../../../web/build');

export function hasWebBuild() {
  return existsSync(path.join(webBuildDir, 'server/index.js'));
}

/**
 * Hashed assets never change; the service worker is checked at every page load so that a new
 * version is found at once (browsers cap its HTTP caching at a day anyway); the rest for an hour.
 */
function staticCacheControl(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (path.basename(filePath) === 'sw.js') return 'no-cache';
  return 'public, max-age=3600';
}

/** What serves a site path: React Router's request handler, or a stand-in in tests. */
export type SiteHandler = (
  request: Request,
  /**
   * `requestId`: the request's id (the `x-request-id` header), which the 500 page shows.
   * `nonce`: this response's CSP nonce, for every inline script of the page (platform/http/csp.ts).
   * `now`: the marketplace's clock (deps.clock), so a page's "today" is the API's, even when tests move it.
   */
  context: { api: ReturnType<typeof createServerApi>; requestId: string; nonce: string; now: Date },
) => Promise<Response>;

async function reactRouterHandler(mode: string): Promise<SiteHandler> {
  const build = (await import(pathToFileURL(path.join(webBuildDir, 'server/index.js')).href)) as ServerBuild;
  const entry = build.entry.module as {
    siteRouteGroups?: RouteGroups;
    createRequestHandler?: typeof createRequestHandler;
  };
  // The build's own React Router (entry.server.tsx), the copy its routes render with.
  return groupedRequestHandler(
    entry.createRequestHandler ?? createRequestHandler,
    build,
    mode,
    entry.siteRouteGroups,
  ) as SiteHandler;
}

/**
 * Serves the React Router build: hashed assets with immutable caching, everything
 * else through server rendering. Loaders reach the API in process (inject), never by socket.
 * `handler` replaces React Router (tests of what surrounds it).
 */
export async function registerSsr(app: FastifyInstance, opts: { mode: string; handler?: SiteHandler }) {
  const handle = opts.handler ?? (await reactRouterHandler(opts.mode));
  const clientDir = path.join(webBuildDir, 'client');
  await app.register(async (scope) => {
    if (existsSync(clientDir)) {
      await scope.register(fastifyStatic, {
        root: clientDir,
        prefix: '/',
        wildcard: false,
        index: false,
        // @fastify/static 10 passes the Fastify reply here, not the raw response.
        setHeaders(reply: unknown, filePath: string) {
          (reply as import('fastify').FastifyReply).header('cache-control', staticCacheControl(filePath));
        },
      });
    }
    // Any body is read whole, up to the server's bodyLimit, before React Router sees it: a
    // handler that never reads it (a 405 on a path without an action) would leave the rest in
    // the socket and stall the next request of the keep-alive connection. Over the limit is a
    // 413 and Fastify closes the connection.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    const renderPage = async (req: FastifyRequest, reply: import('fastify').FastifyReply) => {
      const request = toWebRequest(req, reply);
      // A nonce per response, in the header and on the page's inline scripts (decisions "Strict CSP").
      const nonce = newCspNonce();
      const response = await handle(request, {
        api: createServerApi(app, req),
        requestId: req.id,
        nonce,
        now: app.deps.clock.now(),
      });
      return { response, nonce };
    };
    // Anonymous pages go through the page cache (platform/page-cache, decisions "Page cache").
    const render = withPageCache(renderPage, async (_req, reply, { response, nonce }) => {
      reply.header('content-security-policy', cspHeader(app.deps.config, nonce));
      return sendWebResponse(reply, response);
    });
    scope.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', config: { sitePage: true }, handler: render });
    scope.route({ method: ['GET', 'HEAD'], url: '/', config: { sitePage: true }, handler: render });
  });
}
