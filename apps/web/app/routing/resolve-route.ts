import { isLocale } from '../lib/i18n/locales';
import type { RouteDef } from './route-def';
import { ROUTES } from './route-table';

const byPath = new Map(ROUTES.map((r) => [r.path, r]));

/** Route ids are `<def id>` without a prefix and `<prefix>.<def id>` with one. */
export function routeId(prefix: string, defId: string): string {
  return prefix ? `${prefix}.${defId}` : defId;
}

/** The locale prefix of a route id (inverse of `routeId`): `fr.search` → 'fr', `search` → ''. */
export function prefixOfRouteId(id: string): string {
  const dot = id.indexOf('.');
  return dot < 0 ? '' : id.slice(0, dot);
}

/**
 * The page a loader serves, from React Router's matched pattern (`/fr/member/:userId`).
 * Every loader of a request sees the leaf pattern, so layouts can apply the page's guards.
 */
export function defFromPattern(pattern: string): RouteDef | undefined {
  const segments = pattern.split('/').filter(Boolean);
  if (segments[0] && isLocale(segments[0])) segments.shift();
  return byPath.get(segments.join('/'));
}
