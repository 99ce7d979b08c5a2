import Stripe from 'stripe';
import type { KycStatus, PayoutProvider, PayoutResult } from './payout-provider';
import { callStripe, paymentUnavailable } from './stripe-client';

const STRIPE_PAYOUT_MESSAGES = {
  failed: 'Stripe refused the payout.',
} as const;

/**
 * Owner payouts with Stripe Connect (decisions "Stripe"): each owner gets an Express connected
 * account in their country, and Stripe's hosted onboarding (the Account Link) does the identity
 * checks and collects the bank account. A payout is a transfer from the platform's balance to the
 * connected account, then a payout from that account to its bank, each with its own idempotency
 * key derived from ours. Stripe's refusals become `{ status: 'failed', message }`; if the transfer
 * went through but the payout was refused, the transfer is reversed first so that nothing is left
 * half-done and asking again cannot pay twice. Network failures throw (503), so the caller's
 * transaction rolls back and a retry with the same key is safe.
 */
export function createStripePayoutProvider(stripe: Stripe): PayoutProvider {
  return {
    name: 'stripe',
    async openAccount(input) {
      const accountRef =
        input.accountRef ??
        (
          await callStripe(() =>
            stripe.accounts.create(
              {
                type: 'express',
                country: input.country,
                email: input.email,
                business_type: 'individual',
                capabilities: { transfers: { requested: true } },
                metadata: { userId: input.userId },
              },
              { idempotencyKey: `biclou-account-${input.userId}-${input.country}` },
            ),
          )
        ).id;
      const account = await callStripe(() => stripe.accounts.retrieve(accountRef));
      const kycStatus = kycStatusOfAccount(account);
      if (kycStatus === 'verified') return { accountRef, kycStatus, onboardingUrl: null };
      const link = await callStripe(() =>
        stripe.accountLinks.create({
          account: accountRef,
          refresh_url: input.returnUrl,
          return_url: input.returnUrl,
          type: 'account_onboarding',
        }),
      );
      return { accountRef, kycStatus, onboardingUrl: link.url };
    },
    async accountStatus(accountRef) {
      return kycStatusOfAccount(await callStripe(() => stripe.accounts.retrieve(accountRef)));
    },
    async sendPayout({ accountRef, amountCents, currency, idempotencyKey, description }): Promise<PayoutResult> {
      const metadata = { payoutKey: idempotencyKey };
      let transfer: Stripe.Transfer;
      try {
        transfer = await stripe.transfers.create(
          { amount: amountCents, currency: currency.toLowerCase(), destination: accountRef, description, metadata },
          { idempotencyKey: `${idempotencyKey}-transfer` },
        );
      } catch (err) {
        return refusedOrThrow(err, null);
      }
      try {
        const payout = await stripe.payouts.create(
          { amount: amountCents, currency: currency.toLowerCase(), description, metadata },
          { idempotencyKey: `${idempotencyKey}-payout`, stripeAccount: accountRef },
        );
        return payout.status === 'failed' || payout.status === 'canceled'
          ? { status: 'failed', payoutRef: payout.id, message: payout.failure_message ?? STRIPE_PAYOUT_MESSAGES.failed }
          : { status: payout.status === 'paid' ? 'paid' : 'in_transit', payoutRef: payout.id };
      } catch (err) {
        const refused = refusedOrThrow(err, null);
        await callStripe(() =>
          stripe.transfers.createReversal(transfer.id, { metadata }, { idempotencyKey: `${idempotencyKey}-reversal` }),
        );
        return refused;
      }
    },
    async reclaimReturnedPayout({ accountRef, payoutKey }) {
      // The transfer of this payout, found by the key sendPayout put in its metadata.
      const transfer = await callStripe(async () => {
        for await (const tr of stripe.transfers.list({ destination: accountRef, limit: 100 })) {
          if (tr.metadata?.payoutKey === payoutKey) return tr;
        }
        return null;
      });
      if (!transfer) return 'not_found';
      if (transfer.reversed) return 'already_reversed';
      await callStripe(() =>
        stripe.transfers.createReversal(
          transfer.id,
          { metadata: { payoutKey, reason: 'payout_returned' } },
          { idempotencyKey: `${payoutKey}-returned-reversal` },
        ),
      );
      return 'reversed';
    },
  };
}

/** Stripe answered with a refusal (4xx): a failed payout. It could not be reached or broke (5xx): throw. */
function refusedOrThrow(err: unknown, payoutRef: string | null): PayoutResult {
  if (
    err instanceof Stripe.errors.StripeError &&
    err.statusCode !== undefined &&
    err.statusCode < 500 &&
    err.type !== 'StripeAuthenticationError' &&
    err.type !== 'StripeRateLimitError'
  ) {
    return { status: 'failed', payoutRef, message: err.message || STRIPE_PAYOUT_MESSAGES.failed };
  }
  throw paymentUnavailable(err);
}

/**
 * Where a connected account stands, from its flags and requirements: rejected by Stripe; verified
 * once payouts are enabled and nothing is due; pending while Stripe checks what was submitted;
 * unverified until the owner goes through onboarding.
 */
export function kycStatusOfAccount(
  account: Pick<
    Stripe.Account,
    'charges_enabled' | 'payouts_enabled' | 'details_submitted' | 'requirements' | 'capabilities'
  >,
): KycStatus {
  const req = account.requirements;
  if (req?.disabled_reason?.startsWith('rejected')) return 'rejected';
  const due = (req?.currently_due?.length ?? 0) + (req?.past_due?.length ?? 0);
  const canReceive = account.charges_enabled || account.capabilities?.transfers === 'active';
  if (account.payouts_enabled && canReceive && due === 0) return 'verified';
  if (account.details_submitted || (req?.pending_verification?.length ?? 0) > 0) return 'pending';
  return 'unverified';
}
