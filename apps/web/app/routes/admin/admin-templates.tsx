import * as endpoints from '@biclou/contracts/endpoints';
import { AdminPageHeader } from '../../components/admin';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { TemplatesTable } from '../../features/admin/templates/templates-table';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import type { Route } from './+types/admin-templates';

export async function loader({ context }: Route.LoaderArgs) {
  const { templates } = await loadAdmin(context.api, endpoints.adminListTemplates);
  return { templates };
}

/** /admin/templates: the email and SMS templates (name, slug, type) and the languages an admin edited. */
export default function AdminTemplatesRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeader title={t('titles.admin-templates')} text={t('admin-templates.intro')} />
      <TemplatesTable templates={loaderData.templates} />
    </>
  );
}
