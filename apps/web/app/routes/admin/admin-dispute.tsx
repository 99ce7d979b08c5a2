import * as endpoints from '@biclou/contracts/endpoints';
import { AdminPageHeader, AuditLog } from '../../components/admin';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { AdminDisputeDetail } from '../../features/admin/money/dispute-detail';
import { DisputeStatusBadge } from '../../features/admin/money/parts';
import { DepositPanel } from '../../features/deposits/deposit-panel';
import { loadDeposit } from '../../features/deposits/load-deposit';
import { ClaimPhotos } from '../../features/handover/handover-evidence';
import { loadHandover } from '../../features/handover/load-handover';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useApi } from '../../context/api-context';
import type { Route } from './+types/admin-dispute';
import { MARKETPLACE_TIME_ZONE } from '@biclou/domain/time-zones';

export async function loader({ context, params }: Route.LoaderArgs) {
  const data = await loadAdmin(context.api, endpoints.adminGetDispute, { params: { disputeId: params.disputeId } });
  // The deposit hold and a damage claim, decided here.
  const [deposit, handover] = await Promise.all([
    loadDeposit(context.api, data.booking),
    loadHandover(context.api, data.booking),
  ]);
  return { ...data, deposit, handover };
}

/** /admin/disputes/:disputeId: the report, both parties, the booking's money, and the resolution. */
export default function AdminDisputeRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const api = useApi();
  const d = loaderData.dispute;
  return (
    <>
      <AdminPageHeader
        back={{ to: '/admin/disputes', label: t('titles.admin-disputes') }}
        title={t('admin-money.disputes.title', { ref: loaderData.booking.ref })}
        meta={<DisputeStatusBadge status={d.status} />}
      />
      <AdminDisputeDetail
        data={loaderData}
        audit={<AuditLog key={`${d.id}-${d.status}`} api={api} objectType="dispute" objectId={d.id} />}
      />
      {loaderData.deposit && (
        <div className="mt-6">
          <DepositPanel
            deposit={loaderData.deposit}
            bookingId={loaderData.booking.id}
            side="admin"
            timeZone={MARKETPLACE_TIME_ZONE}
            bookingStatus={loaderData.booking.status}
            claimPhotos={
              <ClaimPhotos handover={loaderData.handover} photoIds={loaderData.deposit.claim?.photoIds ?? []} />
            }
          />
        </div>
      )}
    </>
  );
}
