import * as endpoints from '@biclou/contracts/endpoints';
import { AdminPageHeader } from '../../components/admin';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { tableQuery } from '../../components/data-table';
import { AdminMediaGrid, MEDIA_FILTERS } from '../../features/admin/money/media-grid';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import type { Route } from './+types/admin-media';
import { pageUrl } from '../../lib/server-api';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadAdmin(context.api, endpoints.adminListMedia, { query: tableQuery(pageUrl(request), MEDIA_FILTERS) });
}

/** /admin/media: every uploaded photo with its listing and owner, the storage used; delete with a reason. */
export default function AdminMediaRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeader title={t('titles.admin-media')} text={t('admin-money.media.intro')} />
      <AdminMediaGrid data={loaderData} />
    </>
  );
}
