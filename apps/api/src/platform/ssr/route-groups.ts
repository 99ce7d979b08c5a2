import { createRequestHandler, type ServerBuild } from 'react-router';

/**
 * How the site's routes split into disjoint groups (the web app's locale prefixes: '', 'en', 'fr',
 * 'test'), exported by the web build's server entry as `siteRouteGroups`. A path is served by one
 * group's routes only; `ofRouteId` is null for a route of every group (the root).
 */
export interface RouteGroups {
  ofPath(pathname: string): string;
  ofRouteId(id: string): string | null;
}

type RequestHandler = ReturnType<typeof createRequestHandler>;

/**
 * React Router rebuilds its route objects from the manifest, ranks the branches and matches the
 * path several times for every document request, each time over the whole table: with four locale
 * copies of the table, most of that work is for routes the path can never match. This gives React
 * Router, per request, a build that holds only the path's group (plus the root): the same matches
 * for any path, since no route of another group can match it. The lazy route discovery endpoint
 * (`/__manifest`, asked for links to any locale) keeps the whole build.
 */
export function groupedRequestHandler(build: ServerBuild, mode: string, groups: RouteGroups | undefined) {
  const whole = createRequestHandler(build, mode);
  if (!groups) return whole;
  const keys = new Set<string>();
  for (const id of Object.keys(build.routes)) {
    const key = groups.ofRouteId(id);
    if (key !== null) keys.add(key);
  }
  const byGroup = new Map<string, RequestHandler>();
  for (const key of keys) {
    const keep = (id: string) => {
      const of = groups.ofRouteId(id);
      return of === null || of === key;
    };
    const routes = Object.fromEntries(Object.entries(build.routes).filter(([id]) => keep(id)));
    const assetRoutes = Object.fromEntries(Object.entries(build.assets.routes).filter(([id]) => keep(id)));
    const groupBuild: ServerBuild = { ...build, routes, assets: { ...build.assets, routes: assetRoutes } };
    byGroup.set(key, createRequestHandler(groupBuild, mode));
  }
  const manifestPath = build.routeDiscovery?.manifestPath ?? '/__manifest';
  return (request: Request, context?: Parameters<RequestHandler>[1]) => {
    let { pathname } = new URL(request.url);
    if (pathname === manifestPath) return whole(request, context);
    // Single-fetch data requests: `/fr/search.data`, `/_root.data` for `/`.
    if (pathname.endsWith('.data')) pathname = pathname.slice(0, -'.data'.length).replace(/\/_root$/, '/');
    const handler = byGroup.get(groups.ofPath(pathname)) ?? whole;
    return handler(request, context);
  };
}
