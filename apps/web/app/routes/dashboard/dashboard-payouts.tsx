import * as endpoints from '@biclou/contracts/endpoints';
import { PayoutsPage } from '../../features/payouts/payouts-page';
import { serverCall } from '../../lib/server-api';
import type { Route } from './+types/dashboard-payouts';

/** /dashboard/payouts (auth): balance, earnings chart, payout request and the payouts asked for. */
export async function loader({ context }: Route.LoaderArgs) {
  const [balance, earnings, payable, payouts, banking] = await Promise.all([
    serverCall(context.api, endpoints.myBalance),
    serverCall(context.api, endpoints.myEarnings),
    serverCall(context.api, endpoints.myPayableListings),
    serverCall(context.api, endpoints.myPayouts),
    serverCall(context.api, endpoints.myBanking),
  ]);
  return {
    balance: balance.data,
    earnings: earnings.data,
    payable: payable.data,
    payouts: payouts.data?.payouts ?? [],
    banking: banking.data,
  };
}

export default function DashboardPayoutsRoute({ loaderData }: Route.ComponentProps) {
  return <PayoutsPage data={loaderData} />;
}
