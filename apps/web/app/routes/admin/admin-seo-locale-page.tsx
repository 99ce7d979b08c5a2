import * as endpoints from '@biclou/contracts/endpoints';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { AdminPageHeader } from '../../components/admin/admin-page-header';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { LocalePageForm } from '../../features/admin/seo/locale-page-form';
import { assertRouteParams } from '../../routing/assert-route-params';
import type { Route } from './+types/admin-seo-locale-page';

export async function loader(args: Route.LoaderArgs) {
  assertRouteParams(args);
  const [{ localePage }, { templates }] = await Promise.all([
    loadAdmin(args.context.api, endpoints.getLocalePage, { params: { localePageId: args.params.localePageId } }),
    loadAdmin(args.context.api, endpoints.listPageTemplates),
  ]);
  return { localePage, templates };
}

/** /admin/seo/locale-pages/:id: edit one place's wording in one language, with a live preview. */
export default function AdminLocalePageRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { localePage } = loaderData;
  return (
    <>
      <AdminPageHeader
        title={t('admin-seo.pages.edit-title', {
          place: localePage.place.name,
          locale: t(`admin-seo.locale.${localePage.locale}`),
        })}
        back={{ to: '/admin/seo/locale-pages', label: t('titles.admin-locale-pages') }}
      />
      <LocalePageForm key={localePage.id + localePage.updatedAt} page={localePage} templates={loaderData.templates} />
    </>
  );
}
