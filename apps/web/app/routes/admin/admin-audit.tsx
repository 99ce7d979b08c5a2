import * as endpoints from '@biclou/contracts/endpoints';
import { AdminPageHeader, AuditLog } from '../../components/admin';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { Card } from '../../components/ui/card';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useApi } from '../../context/api-context';
import type { Route } from './+types/admin-audit';

export async function loader({ context }: Route.LoaderArgs) {
  return { audit: await loadAdmin(context.api, endpoints.listAdminAudit, { query: { limit: 30 } }) };
}

const HREFS: Record<string, (id: string) => string> = {
  user: (id) => `/admin/users/${id}`,
  listing: (id) => `/admin/listings/${id}`,
  payout: (id) => `/admin/payouts/${id}`,
  dispute: (id) => `/admin/disputes/${id}`,
};

/** /admin/audit: every admin action, newest first: who did what to which object, and why. */
export default function AdminAuditRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <>
      <AdminPageHeader title={t('titles.admin-audit')} text={t('admin-users.audit-intro')} />
      <Card className="p-5 sm:p-6">
        <AuditLog
          api={api}
          initial={loaderData.audit}
          showObject
          objectHref={(e) => HREFS[e.objectType]?.(e.objectId)}
        />
      </Card>
    </>
  );
}
