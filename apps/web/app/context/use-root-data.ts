import { useRouteLoaderData } from 'react-router';
import type { RootData } from './root-data';

/** Root loader data; undefined when the root loader itself failed (error page). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}
