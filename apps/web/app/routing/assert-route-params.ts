import type { LoaderFunctionArgs } from 'react-router';
import { pageUrl } from '../lib/server-api';
import { defFromPattern } from './resolve-route';
import { invalidRoute } from './route-errors';
import { paramsAreValid } from './route-params';

/** For page loaders that fetch by id: fail with the route-validation 404 before calling the API. */
export function assertRouteParams({
  request,
  params,
  pattern,
}: Pick<LoaderFunctionArgs, 'request' | 'params' | 'pattern'>) {
  const def = defFromPattern(pattern);
  if (def && !paramsAreValid(def.params, params)) throw invalidRoute(pageUrl(request).pathname);
}
