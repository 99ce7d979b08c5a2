import type { AdminDashboardQuery } from '@biclou/contracts/admin-users';
import * as endpoints from '@biclou/contracts/endpoints';
import { AdminPageHeader } from '../../components/admin';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { DashboardView } from '../../features/admin/dashboard/dashboard-view';
import type { Route } from './+types/admin-dashboard';
import { pageUrl } from '../../lib/server-api';

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = pageUrl(request).searchParams;
  const query = {
    period: (params.get('period') ?? undefined) as AdminDashboardQuery['period'],
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  };
  return { data: await loadAdmin(context.api, endpoints.getAdminDashboard, { query }) };
}

/** /admin: the marketplace at a glance for a period. */
export default function AdminDashboardRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeader title={t('titles.admin')} text={t('admin-dashboard.intro')} />
      <DashboardView data={loaderData.data} />
    </>
  );
}
