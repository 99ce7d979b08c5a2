import { serverRequest, type ServerApi } from '../../lib/server-api';
import { forbidden, pageNotFound } from '../../routing/route-errors';

/**
 * An admin API call from a loader. The layout's role-admin guard runs beside it; should this
 * call still see 401/403 the page is the forbidden page, and a missing row is the 404 page.
 */
export async function loadAdmin<T>(api: ServerApi, path: string): Promise<T> {
  const res = await serverRequest<T>(api, 'GET', path);
  if (res.status === 401 || res.status === 403) throw forbidden();
  if (!res.data) throw pageNotFound();
  return res.data;
}
