import * as endpoints from '@biclou/contracts/endpoints';
import { AdminPageHeader } from '../../components/admin';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { tableQuery } from '../../components/data-table';
import { AdminDisputesTable, DISPUTE_FILTERS } from '../../features/admin/money/disputes-table';
import { OpenClaims } from '../../features/admin/money/open-claims';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import type { Route } from './+types/admin-disputes';
import { pageUrl } from '../../lib/server-api';

export async function loader({ context, request }: Route.LoaderArgs) {
  const [disputes, claims] = await Promise.all([
    loadAdmin(context.api, endpoints.adminListDisputes, { query: tableQuery(pageUrl(request), DISPUTE_FILTERS) }),
    loadAdmin(context.api, endpoints.adminListOpenClaims),
  ]);
  return { disputes, claims };
}

/** /admin/disputes: the open damage claims, then the disputes, newest first. */
export default function AdminDisputesRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeader title={t('titles.admin-disputes')} text={t('admin-money.disputes.intro')} />
      <OpenClaims data={loaderData.claims} />
      <AdminDisputesTable data={loaderData.disputes} />
    </>
  );
}
