import * as endpoints from '@biclou/contracts/endpoints';
import { AdminPageHeader, AuditLog } from '../../components/admin';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { Card } from '../../components/ui/card';
import { TemplateEditor } from '../../features/admin/templates/template-editor';
import { templateName } from '../../features/admin/templates/templates-table';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useApi } from '../../context/api-context';
import type { Route } from './+types/admin-template';

type T = (key: string, options?: Record<string, unknown>) => string;

export async function loader({ context, params }: Route.LoaderArgs) {
  const { template } = await loadAdmin(context.api, endpoints.adminGetTemplate, {
    params: { slug: params.slug, locale: params.locale },
  });
  return { template };
}

/** /admin/templates/:slug/:locale: edit one template in one language, with a live preview and its history. */
export default function AdminTemplateRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { template } = loaderData;
  const id = `${template.slug}:${template.locale}`;
  return (
    <>
      <AdminPageHeader
        back={{ to: '/admin/templates', label: t('titles.admin-templates') }}
        title={templateName(t as T, template.slug)}
        text={t(`admin-templates.about.${template.slug}`)}
        meta={<code className="font-mono text-xs text-neutral-500 dark:text-neutral-400">{template.slug}</code>}
      />
      <TemplateEditor key={`${id}:${template.updatedAt ?? ''}`} template={template} />
      <Card className="mt-8 p-5">
        {/* Keyed by the last change, so a save or a reset shows its new entry. */}
        <AuditLog key={template.updatedAt ?? 'shipped'} api={api} objectType="template" objectId={id} />
      </Card>
    </>
  );
}
