import * as endpoints from '@biclou/contracts/endpoints';
import { AdminPageHeader } from '../../components/admin';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { tableQuery } from '../../components/data-table';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { DeviceTable } from '../../features/admin/users/device-table';
import type { Route } from './+types/admin-devices';
import { pageUrl } from '../../lib/server-api';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { q, cursor } = tableQuery(pageUrl(request));
  return { page: await loadAdmin(context.api, endpoints.listAdminDevices, { query: { q, cursor, limit: 25 } }) };
}

/** /admin/devices: signed-in devices across users; revoke one. */
export default function AdminDevicesRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeader title={t('titles.admin-devices')} text={t('admin-users.devices-intro')} />
      <DeviceTable page={loaderData.page} />
    </>
  );
}
