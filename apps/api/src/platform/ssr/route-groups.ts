import type { createRequestHandler as CreateRequestHandler, ServerBuild } from 'react-router';

/**
 * How the site's routes split into disjoint groups (the web app's locale prefixes: '', 'en', 'fr',
 * 'test'), exported by the web build's server entry as `siteRouteGroups`. A path is served by one
 * group's routes only; `ofRouteId` is null for a route of every group (the root).
 */
export interface RouteGroups {
  ofPath(pathname: string): string;
  ofRouteId(id: string): string | null;
}

type RequestHandler = ReturnType<typeof CreateRequestHandler>;

/** A route's first segment after its group's prefix: '' (index), a literal, or ANY (dynamic, splat, pathless). */
const ANY = '\0any';
/** The handler for a first segment no route names: only the routes that match any segment (the 404 splat). */
const OTHER = '\0other';
const PLAIN_SEGMENT = /^[a-z0-9_-]*$/;

/** The route's path from the root, joined from its ancestors' (`fr/listing/:id`), null for a pathless layout. */
function fullPath(routes: ServerBuild['routes'], id: string): string | null {
  const own = routes[id];
  if (!own || (!own.path && !own.index)) return null;
  const parts: string[] = [];
  for (let route: typeof own | undefined = own; route; route = route.parentId ? routes[route.parentId] : undefined)
    if (route.path) parts.unshift(route.path);
  return parts
    .join('/')
    .replace(/\/+/g, '/')
    .replace(/^\/|\/$/g, '');
}

function firstSegment(path: string | null, group: string): string {
  if (path === null) return ANY;
  let rest = path;
  if (group && (rest === group || rest.startsWith(`${group}/`))) rest = rest.slice(group.length + 1);
  const segment = (rest.split('/')[0] ?? '').toLowerCase();
  return PLAIN_SEGMENT.test(segment) ? segment : ANY;
}

/**
 * React Router rebuilds its route objects from the manifest, ranks the branches and matches the
 * path several times for every document request, each time over the whole table: with four locale
 * copies of a ~90-page table, almost all of that work is for routes the path can never match. This
 * hands React Router, per request, a build that holds only the routes the path can match: those of
 * the path's group (locale) whose first segment after the prefix is the path's (`/fr/listing/…`:
 * the `fr/listing/…` routes), plus the root, the layouts and the routes that match any segment (the
 * 404 splat). The matches are the same as with the whole table. The lazy route discovery endpoint
 * (`/__manifest`, asked for links to any page) and paths with unusual first segments keep the whole
 * build (or the group's).
 */
export function groupedRequestHandler(
  createRequestHandler: typeof CreateRequestHandler,
  build: ServerBuild,
  mode: string,
  groups: RouteGroups | undefined,
) {
  const whole = createRequestHandler(build, mode);
  if (!groups) return whole;
  const plan = planRouteSubsets(build.routes, groups, build.routeDiscovery?.manifestPath ?? '/__manifest');
  const handlers = new Map<string, RequestHandler>();
  for (const [key, ids] of plan.subsets) {
    const routes = Object.fromEntries(Object.entries(build.routes).filter(([id]) => ids.has(id)));
    const assetRoutes = Object.fromEntries(Object.entries(build.assets.routes).filter(([id]) => ids.has(id)));
    handlers.set(
      key,
      createRequestHandler({ ...build, routes, assets: { ...build.assets, routes: assetRoutes } }, mode),
    );
  }
  return (request: Request, context?: Parameters<RequestHandler>[1]) => {
    const key = plan.subsetOf(new URL(request.url).pathname);
    return (key === null ? whole : handlers.get(key)!)(request, context);
  };
}

/**
 * The route subsets (by id) and which one serves a pathname (null: the whole table). Keys are
 * `group` + NUL + first segment; ANY holds the group's whole table.
 */
export function planRouteSubsets(routes: ServerBuild['routes'], groups: RouteGroups, manifestPath: string) {
  const ids = Object.keys(routes);
  const groupOf = new Map(ids.map((id) => [id, groups.ofRouteId(id)]));
  const segmentOf = new Map(
    ids.map((id) => {
      const group = groupOf.get(id);
      return [id, group === null || group === undefined ? ANY : firstSegment(fullPath(routes, id), group)];
    }),
  );
  const subsets = new Map<string, Set<string>>();
  const key = (group: string, segment: string) => `${group}\0${segment}`;
  for (const group of new Set([...groupOf.values()].filter((g): g is string => g !== null))) {
    const inGroup = ids.filter((id) => groupOf.get(id) === null || groupOf.get(id) === group);
    subsets.set(key(group, ANY), new Set(inGroup));
    const segments = new Set(inGroup.map((id) => segmentOf.get(id)!));
    segments.delete(ANY);
    for (const segment of [...segments, OTHER]) {
      const of = (id: string) => segmentOf.get(id) === ANY || segmentOf.get(id) === segment;
      subsets.set(key(group, segment), new Set(inGroup.filter(of)));
    }
  }
  const subsetOf = (requestPath: string): string | null => {
    let pathname = requestPath;
    if (pathname === manifestPath) return null;
    // Single-fetch data requests: `/fr/search.data`, `/_root.data` for `/`.
    if (pathname.endsWith('.data')) pathname = pathname.slice(0, -'.data'.length).replace(/\/_root$/, '/');
    const group = groups.ofPath(pathname);
    if (!subsets.has(key(group, ANY))) return null;
    const rest = group && pathname.startsWith(`/${group}`) ? pathname.slice(group.length + 1) : pathname;
    let segment: string;
    try {
      segment = decodeURIComponent(rest.split('/')[1] ?? '').toLowerCase();
    } catch {
      return key(group, ANY);
    }
    if (!PLAIN_SEGMENT.test(segment)) return key(group, ANY);
    return subsets.has(key(group, segment)) ? key(group, segment) : key(group, OTHER);
  };
  return { subsets, subsetOf };
}
