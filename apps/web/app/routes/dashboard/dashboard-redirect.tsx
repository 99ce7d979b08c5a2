import { redirect } from 'react-router';
import { prefixFromPath, withPrefix } from '../../lib/i18n/locales';
import { pageUrl } from '../../lib/server-api';
import type { Route } from './+types/dashboard-redirect';

/** /dashboard → /dashboard/trips (spec §2). */
export function loader({ request }: Route.LoaderArgs): never {
  throw redirect(withPrefix(prefixFromPath(pageUrl(request).pathname), '/dashboard/trips'));
}

export default function DashboardRedirect() {
  return null;
}
