import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';

export type RootData = Awaited<ReturnType<typeof loader>>;

/** Root loader data; undefined when the root loader itself failed (error page). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root');
}
