import { redirect, type LoaderFunctionArgs } from 'react-router';
import { prefixFromPath } from '../lib/i18n/locales';
import { loadSessionUser, pageUrl } from '../lib/server-api';
import { checkGuards } from './guards';
import { defFromPattern } from './resolve-route';
import { emailNotVerified, forbidden, invalidRoute } from './route-errors';
import { paramsAreValid } from './route-params';

/**
 * Runs in every layout loader, on the server, for the page being served: validates its
 * params, then applies its guards from the route table. Throws a redirect or an error page.
 */
export async function guardPage({ request, context, params, pattern }: LoaderFunctionArgs): Promise<null> {
  const def = defFromPattern(pattern);
  if (!def) return null;
  const url = pageUrl(request);
  if (!paramsAreValid(def.params, params)) throw invalidRoute(url.pathname);
  if (def.guards.length === 0) return null;

  const user = await loadSessionUser(context.api, request);
  const outcome = checkGuards(def.guards, user, prefixFromPath(url.pathname), url.pathname + url.search);
  if (!outcome) return null;
  switch (outcome.kind) {
    case 'redirect':
      throw redirect(outcome.to);
    case 'forbidden':
      throw forbidden();
    case 'verify-email':
      throw emailNotVerified();
  }
}
