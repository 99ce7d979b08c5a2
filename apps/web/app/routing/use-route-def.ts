import { useMatches } from 'react-router';
import type { RouteDef } from './route-def';
import { defFromRouteId } from './resolve-route';

/** The route-table entry of the page on screen. */
export function useRouteDef(): RouteDef | undefined {
  return defFromRouteId(useMatches().at(-1)?.id);
}
