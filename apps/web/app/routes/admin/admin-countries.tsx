import * as endpoints from '@biclou/contracts/endpoints';
import { AdminPageHeader } from '../../components/admin';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { CountriesTable } from '../../features/admin/marketplace/countries-table';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import type { Route } from './+types/admin-countries';

export async function loader({ context }: Route.LoaderArgs) {
  const { countries } = await loadAdmin(context.api, endpoints.adminListCountries);
  return { countries };
}

/** /admin/countries: the four countries, enabled or not, currency, dial code, priority and VAT. */
export default function AdminCountriesRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeader title={t('titles.admin-countries')} text={t('admin-market.countries.intro')} />
      <CountriesTable countries={loaderData.countries} />
    </>
  );
}
