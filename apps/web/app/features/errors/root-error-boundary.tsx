import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, shouldReloadAfterChunkError } from '../../lib/chunk-reload';
import { useRootData } from '../../context/use-root-data';
import type { RouteErrorData } from '../../routing/route-errors';
import { ErrorPage } from './lazy-error-page';
import { visibleStack } from './visible-stack';

export function RootErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const chunkError = !isRouteErrorResponse(error) && isChunkLoadError(error);

  useEffect(() => {
    // A deploy replaced the chunks this page needs: fetch the new ones, once per path per 10 s.
    if (chunkError && shouldReloadAfterChunkError(window.location.pathname, window.sessionStorage))
      window.location.reload();
  }, [chunkError]);

  if (isRouteErrorResponse(error)) {
    const data =
      typeof error.data === 'object' && error.data !== null ? (error.data as Partial<RouteErrorData>) : undefined;
    return <ErrorPage status={error.status} data={data} requestId={root?.requestId} />;
  }
  const isDev = root?.isDev ?? import.meta.env.DEV;
  return <ErrorPage status={500} stack={visibleStack(error, 500, isDev)} requestId={root?.requestId} />;
}
