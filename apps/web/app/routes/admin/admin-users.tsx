import * as endpoints from '@biclou/contracts/endpoints';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { AdminPageHeader } from '../../components/admin';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { tableQuery } from '../../components/data-table';
import { USER_FILTERS } from '../../features/admin/users/user-filters';
import { UserTable } from '../../features/admin/users/user-table';
import type { Route } from './+types/admin-users';
import { pageUrl } from '../../lib/server-api';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = { ...tableQuery(pageUrl(request), USER_FILTERS), limit: 25 };
  return { page: await loadAdmin(context.api, endpoints.listAdminUsers, { query }) };
}

/** /admin/users: every account, searchable and filterable; the URL holds the view. */
export default function AdminUsersRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeader title={t('titles.admin-users')} text={t('admin-users.intro')} />
      <UserTable page={loaderData.page} />
    </>
  );
}
