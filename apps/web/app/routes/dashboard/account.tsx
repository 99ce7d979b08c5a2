import * as endpoints from '@biclou/contracts/endpoints';
import { AccountPage } from '../../features/account/account-page';
import { DefaultHoursSection } from '../../features/listings/hours/default-hours-section';
import { BankingSection } from '../../features/payouts/banking-section';
import { serverCall, serverToday } from '../../lib/server-api';
import type { Route } from './+types/account';

/** The owner's default pickup and return hours, which the listings area's section edits. */
export async function loader({ context }: Route.LoaderArgs) {
  const hours = await serverCall(context.api, endpoints.getDefaultOpeningHours);
  return { hours: hours.data, today: serverToday(context) };
}

/** /account (auth guard in the route table): profile, phone, preferences, default hours, password, banking, deletion. */
export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage
      openingHours={loaderData.hours && <DefaultHoursSection initial={loaderData.hours} today={loaderData.today} />}
      banking={<BankingSection />}
    />
  );
}
