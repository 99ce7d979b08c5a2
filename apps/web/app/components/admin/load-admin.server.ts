import type { Endpoint } from '@biclou/contracts/endpoints';
import type { CallInput, ResponseOf } from '../../lib/api-endpoint';
import { serverCall, type ServerApi } from '../../lib/server-api';
import { forbidden, pageNotFound } from '../../routing/route-errors';

/**
 * An admin API call from a loader (every admin area). The layout's role-admin guard runs beside
 * it; should this call still see 401/403 the page is the forbidden page, and a missing row (404,
 * or a 422 on a malformed id or cursor) is the 404 page.
 */
export async function loadAdmin<E extends Endpoint>(
  api: ServerApi,
  endpoint: E,
  ...input: {} extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>]
): Promise<ResponseOf<E>> {
  const res = await serverCall(api, endpoint, ...input);
  if (res.status === 401 || res.status === 403) throw forbidden();
  if (!res.data) throw pageNotFound();
  return res.data;
}
