/** Where an owner's payout account stands with the provider's identity checks (KYC). */
export type KycStatus = 'unverified' | 'pending' | 'verified' | 'rejected';

export interface PayoutAccountInput {
  userId: string;
  email: string;
  /** ISO country of the owner (FR, CH, BE, LU). */
  country: string;
  holderName: string;
  iban: string;
  bic: string;
  /** The provider's account id from an earlier call, to reuse it. */
  accountRef: string | null;
  /** Where the provider sends the owner back after its onboarding pages. */
  returnUrl: string;
}

export type PayoutResult =
  | { status: 'in_transit' | 'paid'; payoutRef: string }
  | { status: 'failed'; payoutRef: string | null; message: string };

/**
 * Paying owners out (decisions "Payments, balance and payouts"): the built-in `sandbox` verifies
 * test data at once and records payouts; `stripe` uses Connect (onboarding link for KYC, then a
 * transfer to the connected account and a payout to its bank). Every money call carries an
 * idempotency key so a retry never pays twice.
 */
export interface PayoutProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Opens or updates the owner's payout account. Sandbox: verified at once for valid test data. Stripe: an onboarding URL. */
  openAccount(
    input: PayoutAccountInput,
  ): Promise<{ accountRef: string; kycStatus: KycStatus; onboardingUrl: string | null }>;
  accountStatus(accountRef: string): Promise<KycStatus>;
  /** Sends money from the platform to the owner's bank account. */
  sendPayout(input: {
    accountRef: string;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    description: string;
  }): Promise<PayoutResult>;
  /**
   * The bank returned a payout that had been sent (Stripe: the money is back in the connected
   * account's balance): take it back to the platform, so that asking again does not pay twice.
   * `payoutKey` is the `idempotencyKey` that `sendPayout` was given. Absent: nothing to take back.
   */
  reclaimReturnedPayout?(input: {
    accountRef: string;
    payoutKey: string;
  }): Promise<'reversed' | 'already_reversed' | 'not_found'>;
}
