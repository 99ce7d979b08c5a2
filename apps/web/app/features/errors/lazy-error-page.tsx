import { deferred } from '../../components/deferred';

/**
 * The error page, in its own chunk: the root's error boundary and its 403 are on every page's
 * code path, yet almost no page shows them (the chunk keeps ~2 kB gzip off every page's initial
 * JavaScript, docs/benchmarks.md). Rendered on the server as usual; the browser fetches the chunk
 * only when it has an error page to hydrate or show.
 */
export const ErrorPage = deferred(() => import('./error-page').then((m) => m.ErrorPage), { onDemand: true });
