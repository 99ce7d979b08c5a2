import * as endpoints from '@biclou/contracts/endpoints';
import { AdminPageHeader } from '../../components/admin';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { tableQuery } from '../../components/data-table';
import { AdminPayoutsTable, PAYOUT_FILTERS, PayoutExportForm } from '../../features/admin/money/payouts-table';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import type { Route } from './+types/admin-payouts';
import { pageUrl, serverToday } from '../../lib/server-api';

export async function loader({ context, request }: Route.LoaderArgs) {
  const data = await loadAdmin(context.api, endpoints.adminListPayouts, {
    query: tableQuery(pageUrl(request), PAYOUT_FILTERS),
  });
  return { ...data, today: serverToday(context) };
}

/** /admin/payouts: the queue of pending payouts (oldest first), the other statuses, and the CSV export. */
export default function AdminPayoutsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeader
        title={t('titles.admin-payouts')}
        text={t('admin-money.payouts.intro')}
        action={<PayoutExportForm today={loaderData.today} />}
      />
      <AdminPayoutsTable data={loaderData} />
    </>
  );
}
