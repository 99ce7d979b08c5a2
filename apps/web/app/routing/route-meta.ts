import { ROUTE_META, type RouteMeta } from './route-meta-table';

export type { RouteMeta } from './route-meta-table';

/** The meta of a React Router route id (`fr.auth-login` or `auth-login`); undefined for ids not in the table (`root`). */
export function metaFromRouteId(id: string | undefined): RouteMeta | undefined {
  if (!id) return undefined;
  const dot = id.indexOf('.');
  const defId = dot < 0 ? id : id.slice(dot + 1);
  return Object.hasOwn(ROUTE_META, defId) ? ROUTE_META[defId] : undefined;
}
