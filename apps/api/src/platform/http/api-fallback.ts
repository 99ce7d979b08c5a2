import type { FastifyInstance, RouteOptions } from 'fastify';
import { AppError } from './app-error';

const FALLBACK_URLS = ['/api', '/api/*'];

/** A registered URL pattern (`/api/v1/listings/:listingId`) as a regular expression over paths. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * Everything under /api answers in the API's error format, even where no route matches: a path
 * that exists with other methods is a 405 with `Allow`, any other path a 404. Without this the
 * site's catch-all (server rendering) would answer /api paths with HTML. Call before the routes
 * are registered: it learns their methods as they are added.
 */
export function registerApiFallback(app: FastifyInstance) {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || FALLBACK_URLS.includes(route.url)) return;
    routes.push({ pattern: patternOf(route.url), methods: ([] as string[]).concat(route.method) });
  });
  for (const url of FALLBACK_URLS) {
    app.all(url, { schema: { hide: true } }, async (request) => {
      const path = request.url.split('?')[0]!;
      const allowed = new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods));
      if (allowed.size) throw AppError.methodNotAllowed(request.method, path, [...allowed].sort());
      throw AppError.notFound(`Route ${request.method} ${path} not found`);
    });
  }
}
