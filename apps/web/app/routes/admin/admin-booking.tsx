import * as endpoints from '@biclou/contracts/endpoints';
import { AdminPageHeader, AuditLog } from '../../components/admin';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { AdminBookingDetail, CancelBookingButton } from '../../features/admin/money/booking-detail';
import { BookingStatusBadge } from '../../features/admin/money/parts';
import { DepositPanel } from '../../features/deposits/deposit-panel';
import { loadDeposit } from '../../features/deposits/load-deposit';
import { ClaimPhotos, HandoverEvidence } from '../../features/handover/handover-evidence';
import { loadHandover } from '../../features/handover/load-handover';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useApi } from '../../context/api-context';
import type { Route } from './+types/admin-booking';
import { MARKETPLACE_TIME_ZONE } from '@biclou/domain/time-zones';

export async function loader({ context, params }: Route.LoaderArgs) {
  const data = await loadAdmin(context.api, endpoints.adminGetBooking, { params: { bookingId: params.bookingId } });
  // The deposit hold and a damage claim, decided here.
  // The handover reports are the claim's evidence: the admin sees them before deciding.
  const [deposit, handover] = await Promise.all([
    loadDeposit(context.api, data.booking),
    loadHandover(context.api, data.booking),
  ]);
  return { ...data, deposit, handover };
}

/** /admin/bookings/:bookingId: a booking's state history, price, payments, ledger, and the admin's cancel. */
export default function AdminBookingRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const api = useApi();
  const b = loaderData.booking;
  const hold = loaderData.deposit?.hold;
  return (
    <>
      <AdminPageHeader
        back={{ to: '/admin/bookings', label: t('titles.admin-bookings') }}
        title={t('admin-money.booking.title', { ref: b.ref })}
        meta={<BookingStatusBadge status={b.status} />}
        action={loaderData.canCancel && <CancelBookingButton bookingId={b.id} />}
      />
      <AdminBookingDetail
        data={loaderData}
        capturedDeposit={hold && hold.capturedCents > 0 ? { cents: hold.capturedCents, at: hold.capturedAt } : null}
        audit={<AuditLog key={`${b.id}-${b.status}`} api={api} objectType="booking" objectId={b.id} />}
      />
      {loaderData.handover && (
        <div className="mt-6">
          <HandoverEvidence handover={loaderData.handover} />
        </div>
      )}
      {loaderData.deposit && (
        <div className="mt-6">
          <DepositPanel
            deposit={loaderData.deposit}
            bookingId={loaderData.booking.id}
            side="admin"
            timeZone={MARKETPLACE_TIME_ZONE}
            bookingStatus={b.status}
            claimPhotos={
              <ClaimPhotos handover={loaderData.handover} photoIds={loaderData.deposit.claim?.photoIds ?? []} />
            }
          />
        </div>
      )}
    </>
  );
}
