import type { BalanceResponse } from '@biclou/contracts/bookings';
import type { BankingResponse, EarningsResponse, PayableListingsResponse, PayoutListResponse } from '@biclou/contracts/payouts';
import { PayoutsPage } from '../../features/payouts/payouts-page';
import { serverRequest } from '../../lib/server-api';
import type { Route } from './+types/dashboard-payouts';

/** /dashboard/payouts (auth): balance, earnings chart, payout request and the payouts asked for. */
export async function loader({ context }: Route.LoaderArgs) {
  const [balance, earnings, payable, payouts, banking] = await Promise.all([
    serverRequest<BalanceResponse>(context.api, 'GET', '/me/balance'),
    serverRequest<EarningsResponse>(context.api, 'GET', '/me/earnings'),
    serverRequest<PayableListingsResponse>(context.api, 'GET', '/me/payouts/available'),
    serverRequest<PayoutListResponse>(context.api, 'GET', '/me/payouts'),
    serverRequest<BankingResponse>(context.api, 'GET', '/me/banking'),
  ]);
  return { balance: balance.data, earnings: earnings.data, payable: payable.data, payouts: payouts.data?.payouts ?? [], banking: banking.data };
}

export default function DashboardPayoutsRoute({ loaderData }: Route.ComponentProps) {
  return <PayoutsPage data={loaderData} />;
}
