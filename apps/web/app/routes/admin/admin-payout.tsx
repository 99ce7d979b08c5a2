import * as endpoints from '@biclou/contracts/endpoints';
import { AdminPageHeader, AuditLog } from '../../components/admin';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { AdminPayoutDetail, PayoutActions } from '../../features/admin/money/payout-detail';
import { PayoutStatusBadge } from '../../features/admin/money/parts';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useApi } from '../../context/api-context';
import type { Route } from './+types/admin-payout';

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadAdmin(context.api, endpoints.adminGetPayout, { params: { payoutId: params.payoutId } });
}

/** /admin/payouts/:payoutId: the payout, the owner's bank account (masked) and KYC; process or fail. */
export default function AdminPayoutRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const api = useApi();
  const p = loaderData.payout;
  return (
    <>
      <AdminPageHeader
        back={{ to: '/admin/payouts', label: t('titles.admin-payouts') }}
        title={t('admin-money.payouts.title', { ref: p.ref })}
        meta={<PayoutStatusBadge status={p.status} />}
        action={p.status === 'pending' && <PayoutActions payout={p} />}
      />
      <AdminPayoutDetail
        data={loaderData}
        audit={<AuditLog key={`${p.id}-${p.status}`} api={api} objectType="payout" objectId={p.id} />}
      />
    </>
  );
}
