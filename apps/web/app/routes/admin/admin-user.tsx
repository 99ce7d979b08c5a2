import * as endpoints from '@biclou/contracts/endpoints';
import { History } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { CardSection } from '../../components/ui/card';
import { AdminPageHeader, AuditLog } from '../../components/admin';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { formatDateTime } from '../../lib/dates';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { UserActions } from '../../features/admin/users/user-actions';
import { UserBadges } from '../../features/admin/users/user-badges';
import { UserDetail } from '../../features/admin/users/user-detail';
import { useApi } from '../../context/api-context';
import type { Route } from './+types/admin-user';
import { MARKETPLACE_TIME_ZONE } from '@biclou/domain/time-zones';

export async function loader({ params, context }: Route.LoaderArgs) {
  const [detail, audit] = await Promise.all([
    loadAdmin(context.api, endpoints.getAdminUser, { params: { userId: params.userId } }),
    loadAdmin(context.api, endpoints.listAdminAudit, {
      query: { objectType: 'user', objectId: params.userId, limit: 20 },
    }),
  ]);
  return { detail, audit };
}

/** /admin/users/:userId: every private field, the account's activity, its actions and its history. */
export default function AdminUserRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const { detail, audit } = loaderData;
  const u = detail.user;
  return (
    <>
      <AdminPageHeader
        back={{ to: '/admin/users', label: t('titles.admin-users') }}
        title={`${u.firstname} ${u.lastname}`}
        meta={
          <>
            <UserBadges user={u} />
            <span className="font-mono text-xs text-neutral-500 dark:text-neutral-400">{u.id}</span>
          </>
        }
      />
      {u.suspendedAt && (
        <div className="mb-6">
          <Alert
            tone="error"
            title={t('admin-users.suspended-since', {
              date: formatDateTime(u.suspendedAt, locale, MARKETPLACE_TIME_ZONE),
            })}
          >
            {u.suspensionReason}
          </Alert>
        </div>
      )}
      <div className="mb-6">
        <UserActions user={u} lastAdmin={detail.lastAdmin} />
      </div>
      <div className="grid gap-6 2xl:grid-cols-[1fr_22rem]">
        <UserDetail data={detail} />
        <CardSection
          id="history"
          title={t('admin-ui.audit.title')}
          icon={<History className="size-5" />}
          className="self-start"
        >
          <AuditLog api={api} objectType="user" objectId={u.id} initial={audit} />
        </CardSection>
      </div>
    </>
  );
}
