import * as endpoints from '@biclou/contracts/endpoints';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Button } from '../../components/ui/button';
import { AdminPageHeader } from '../../components/admin/admin-page-header';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { PageTemplateForm } from '../../features/admin/seo/page-template-form';
import { PageTemplateList } from '../../features/admin/seo/page-template-list';
import type { Route } from './+types/admin-seo-page-templates';

export async function loader({ context }: Route.LoaderArgs) {
  const { templates } = await loadAdmin(context.api, endpoints.listPageTemplates);
  return { templates };
}

/** /admin/seo/page-templates: the templates of place pages, and a form to add one. */
export default function AdminPageTemplatesRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <AdminPageHeader
        title={t('titles.admin-page-templates')}
        text={t('admin-seo.templates.intro')}
        action={
          !creating && (
            <Button onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('admin-seo.templates.new')}
            </Button>
          )
        }
      />
      {creating && (
        <section className="mb-8" aria-label={t('admin-seo.templates.new')}>
          <PageTemplateForm />
        </section>
      )}
      <PageTemplateList templates={loaderData.templates} />
    </>
  );
}
