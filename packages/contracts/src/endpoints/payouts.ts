import type { z } from 'zod';
import type { BalanceResponse } from '../bookings';
import type {
  BankingResponse,
  EarningsResponse,
  PayableListingsResponse,
  PayoutListResponse,
  PayoutResponse,
  CreatePayoutRequestSchema,
  UpdateBankingRequestSchema,
} from '../payouts';
import { endpoint } from './define';

export const myBalance = /*#__PURE__*/ endpoint<BalanceResponse>()('GET', '/me/balance');
export const myEarnings = /*#__PURE__*/ endpoint<EarningsResponse>()('GET', '/me/earnings');
export const myPayableListings = /*#__PURE__*/ endpoint<PayableListingsResponse>()('GET', '/me/payouts/available');
export const myPayouts = /*#__PURE__*/ endpoint<PayoutListResponse>()('GET', '/me/payouts');
export const requestPayout = /*#__PURE__*/ endpoint<PayoutResponse, z.input<typeof CreatePayoutRequestSchema>>()(
  'POST',
  '/me/payouts',
);
export const myBanking = /*#__PURE__*/ endpoint<BankingResponse>()('GET', '/me/banking');
export const updateBanking = /*#__PURE__*/ endpoint<BankingResponse, z.input<typeof UpdateBankingRequestSchema>>()(
  'PUT',
  '/me/banking',
);
export const refreshBanking = /*#__PURE__*/ endpoint<BankingResponse>()('POST', '/me/banking/refresh');
export const verifyBanking = /*#__PURE__*/ endpoint<BankingResponse>()('POST', '/me/banking/verify');
