import * as endpoints from '@biclou/contracts/endpoints';
import { AdminPageHeader } from '../../components/admin';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { CategoriesEditor } from '../../features/admin/marketplace/categories-editor';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import type { Route } from './+types/admin-categories';

export async function loader({ context }: Route.LoaderArgs) {
  const { categories } = await loadAdmin(context.api, endpoints.adminListCategories);
  return { categories };
}

/** /admin/categories: categories and sub-categories with their translations and icons. */
export default function AdminCategoriesRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeader title={t('titles.admin-categories')} text={t('admin-market.categories.intro')} />
      <CategoriesEditor categories={loaderData.categories} />
    </>
  );
}
