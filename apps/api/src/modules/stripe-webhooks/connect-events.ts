import type { Tx } from '@biclou/db/client';
import type { KycStatus, PayoutProvider } from '../money';
import {
  hasProviderPayout,
  lockStripeAccountKyc,
  returnPayout,
  type ReturnedPayout,
  updateStripeAccountBanking,
} from '../payouts';

/**
 * `account.updated`: the owner's connected account changed (onboarding finished, Stripe verified
 * or rejected them). Their payout account's KYC status follows, in the webhook's transaction.
 * The payouts module owns `banking_details`; this is the one write Stripe makes to it.
 */
export async function applyConnectAccountStatus(
  tx: Tx,
  accountRef: string,
  kycStatus: KycStatus,
  now: Date,
): Promise<'kyc_updated' | 'kyc_unchanged' | 'unknown_account'> {
  const row = await lockStripeAccountKyc(tx, accountRef);
  if (!row) return 'unknown_account';
  if (row.kycStatus === kycStatus) return 'kyc_unchanged';
  await updateStripeAccountBanking(tx, accountRef, { kycStatus, kycCheckedAt: now, updatedAt: now });
  return 'kyc_updated';
}

/**
 * `payout.paid` / `payout.failed` on a connected account. Our payout was marked processed when
 * Stripe accepted it (the payouts module moved the ledger then); `paid` confirms it. A bank that
 * returns the money later (`failed`) makes it processed → failed: the amount is back in the
 * owner's available balance and the bookings can be asked for again (payouts' `returnPayout`).
 */
export async function applyConnectPayoutOutcome(
  tx: Tx,
  provider: PayoutProvider,
  payoutRef: string,
  status: 'paid' | 'failed',
  reason: string | null,
  now: Date,
  payoutKey?: string | null,
): Promise<ReturnedPayout | { outcome: 'payout_confirmed' | 'unknown_payout'; payout: null }> {
  if (status === 'failed') return returnPayout(tx, provider, payoutRef, reason, now, payoutKey);
  const known = await hasProviderPayout(tx, 'stripe', payoutRef);
  return { outcome: known ? 'payout_confirmed' : 'unknown_payout', payout: null };
}
