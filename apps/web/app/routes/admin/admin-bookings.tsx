import * as endpoints from '@biclou/contracts/endpoints';
import { AdminPageHeader } from '../../components/admin';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { tableQuery } from '../../components/data-table';
import { AdminBookingsTable, BOOKING_FILTERS } from '../../features/admin/money/bookings-table';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import type { Route } from './+types/admin-bookings';
import { pageUrl } from '../../lib/server-api';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadAdmin(context.api, endpoints.adminListBookings, { query: tableQuery(pageUrl(request), BOOKING_FILTERS) });
}

/** /admin/bookings: the bookings, filtered and sorted from the URL. */
export default function AdminBookingsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeader title={t('titles.admin-bookings')} text={t('admin-money.bookings.intro')} />
      <AdminBookingsTable data={loaderData} />
    </>
  );
}
