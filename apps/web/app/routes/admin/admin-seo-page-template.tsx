import * as endpoints from '@biclou/contracts/endpoints';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { AdminPageHeader } from '../../components/admin/admin-page-header';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { PageTemplateForm } from '../../features/admin/seo/page-template-form';
import { assertRouteParams } from '../../routing/assert-route-params';
import type { Route } from './+types/admin-seo-page-template';

export async function loader(args: Route.LoaderArgs) {
  assertRouteParams(args);
  const { template } = await loadAdmin(args.context.api, endpoints.getPageTemplate, {
    params: { pageTemplateId: args.params.pageTemplateId },
  });
  return { template };
}

/** /admin/seo/page-templates/:id: edit the patterns with a live preview, or delete the template. */
export default function AdminPageTemplateRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { template } = loaderData;
  return (
    <>
      <AdminPageHeader
        title={t('admin-seo.templates.edit-title', {
          kind: t(`admin-seo.kind.${template.kind}`),
          locale: t(`admin-seo.locale.${template.locale}`),
        })}
        text={t('admin-seo.templates.edit-intro')}
        back={{ to: '/admin/seo/page-templates', label: t('titles.admin-page-templates') }}
      />
      <PageTemplateForm key={template.id + template.updatedAt} template={template} />
    </>
  );
}
