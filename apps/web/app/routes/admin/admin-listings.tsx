import * as endpoints from '@biclou/contracts/endpoints';
import { AdminPageHeader } from '../../components/admin';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { tableQuery } from '../../components/data-table';
import { LISTING_FILTERS, ListingsTable } from '../../features/admin/marketplace/listings-table';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { pageUrl } from '../../lib/server-api';
import type { Route } from './+types/admin-listings';

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = tableQuery(pageUrl(request), LISTING_FILTERS);
  const [page, { categories }, { countries }] = await Promise.all([
    loadAdmin(context.api, endpoints.adminListListings, { query }),
    loadAdmin(context.api, endpoints.getCategories),
    loadAdmin(context.api, endpoints.adminListCountries),
  ]);
  return { page, categories, countries };
}

/** /admin/listings: every listing, filtered, searched and sorted on the server. */
export default function AdminListingsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeader title={t('titles.admin-listings')} text={t('admin-market.listings.intro')} />
      <ListingsTable page={loaderData.page} categories={loaderData.categories} countries={loaderData.countries} />
    </>
  );
}
