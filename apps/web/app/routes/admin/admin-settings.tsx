import * as endpoints from '@biclou/contracts/endpoints';
import { AdminPageHeader, AuditLog } from '../../components/admin';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { Card } from '../../components/ui/card';
import { SettingsForm } from '../../features/admin/marketplace/settings-form';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { useApi } from '../../context/api-context';
import type { Route } from './+types/admin-settings';
import { MARKETPLACE_TIME_ZONE } from '@biclou/domain/time-zones';

export async function loader({ context }: Route.LoaderArgs) {
  const { settings } = await loadAdmin(context.api, endpoints.adminGetSettings);
  return { settings };
}

/** /admin/settings: the booking settings; a change applies to new bookings only. */
export default function AdminSettingsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const { settings } = loaderData;
  return (
    <>
      <AdminPageHeader
        title={t('titles.admin-settings')}
        text={t('admin-market.settings.intro')}
        meta={
          <span className="text-xs text-neutral-500 dark:text-neutral-400">
            {t('admin-market.settings.updated', {
              date: formatDateTime(settings.updatedAt, locale, MARKETPLACE_TIME_ZONE),
            })}
          </span>
        }
      />
      <SettingsForm key={settings.updatedAt} settings={settings} />
      <Card className="mt-8 p-5">
        <AuditLog api={api} objectType="settings" objectId="booking" />
      </Card>
    </>
  );
}
