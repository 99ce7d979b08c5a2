import { redirect } from 'react-router';
import { prefixFromPath, withPrefix } from '../../lib/i18n/locales';
import { pageUrl } from '../../lib/server-api';
import type { Route } from './+types/dashboard-account';

/** The account lives at /account; the dashboard entry leads there. */
export function loader({ request }: Route.LoaderArgs): never {
  throw redirect(withPrefix(prefixFromPath(pageUrl(request).pathname), '/account'));
}

export default function DashboardAccount() {
  return null;
}
