import * as endpoints from '@biclou/contracts/endpoints';
import { PAYOUT_TRANSFER_MAX_DAYS } from '@biclou/domain/content-constants';
import { CONTRACT_EXAMPLE } from '../features/rental-contract/contract-example';
import { RentalContractPage } from '../features/rental-contract/rental-contract-page';
import { formatDate } from '../lib/dates';
import { formatBookingTimes } from '../lib/booking-times';
import { serverCatalogue } from '../lib/i18n/catalogues.server';
import { localeFromPath } from '../lib/i18n/locales';
import { translate } from '../lib/i18n/tiny-i18n';
import { pageUrl, serverCall } from '../lib/server-api';
import { useSession } from '../context/session-context';
import type { Route } from './+types/rental-contract';

/** /rental-contract: an example contract with the live booking settings (loaded by the root) and the size scale. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(pageUrl(request).pathname);
  const catalog = await serverCall(context.api, endpoints.getCategories);
  const description = translate(serverCatalogue(locale), locale, 'rental-contract.description');
  // Formatted here, on the server, so the page's JavaScript carries no date formatting.
  const e = CONTRACT_EXAMPLE;
  const dates = {
    madeOn: formatDate(e.madeOn, locale),
    times: formatBookingTimes(e.pickupAt, e.returnAt, locale, e.timeZone),
  };
  return { catalog: catalog.data, dates, head: typeof description === 'string' ? { description } : undefined };
}

export default function RentalContractRoute({ loaderData }: Route.ComponentProps) {
  const { settings } = useSession();
  return (
    <RentalContractPage
      settings={settings}
      catalog={loaderData.catalog}
      transferDays={PAYOUT_TRANSFER_MAX_DAYS}
      dates={loaderData.dates}
    />
  );
}
