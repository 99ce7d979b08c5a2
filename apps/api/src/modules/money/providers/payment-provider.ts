/** What a card form sends; the provider sees it once and nothing but brand and last 4 is kept. */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface CardInfo {
  brand: string | null;
  last4: string | null;
}

export type ChargeResult =
  | ({ status: 'succeeded'; providerRef: string } & CardInfo)
  | ({ status: 'requires_action'; providerRef: string; confirmToken: string } & CardInfo)
  | ({ status: 'failed'; providerRef: string | null; message: string } & CardInfo);

/** A payment the customer completes in the provider's own card form (Stripe's Payment Element). */
export interface StartedPayment {
  providerRef: string;
  /** Given to the browser only, so the provider's form can confirm the payment. */
  clientSecret: string;
}

/** Where a provider-side payment stands, read from the provider (or from its signed webhook). */
export interface ProviderPayment {
  providerRef: string;
  /** `pending`: waiting for the customer (a card, 3-D Secure) or still processing. */
  status: 'succeeded' | 'pending' | 'canceled';
  amountCents: number;
  /** Upper case, like ours. */
  currency: string;
  clientSecret: string | null;
  brand: string | null;
  last4: string | null;
  /** The last attempt's decline message, if any. */
  failureMessage: string | null;
}

/** A deposit card hold: authorised, not captured; the provider's answer to `authorizeHold`. */
export type HoldResult =
  { status: 'authorised'; providerRef: string } | { status: 'declined'; providerRef: string | null; message: string };

/** A capture or release the provider refused (the hold was released, expired or already captured). */
export class HoldStateError extends Error {
  override name = 'HoldStateError';
}

/**
 * A card payment provider (decisions "Payments"): `sandbox` built in and the default; `stripe`
 * plugs in behind the same calls. Every call carries an idempotency key so a retry never charges twice.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  charge(input: {
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    card: CardInput;
    description: string;
  }): Promise<ChargeResult>;
  /** Completes a charge that asked for the customer's confirmation (3-D Secure). */
  confirm(input: { providerRef: string; confirmToken: string }): Promise<ChargeResult>;
  refund(input: {
    providerRef: string;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<{ refundRef: string }>;
  /**
   * Providers whose card form runs in the browser (Stripe: raw card numbers never reach us) open the
   * payment here instead of `charge`: one provider payment per idempotency key, however many calls.
   * The sandbox does not have it (its card form posts to `charge`).
   */
  startPayment?(input: {
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
    /**
     * The booking has a deposit: keep the paying card for the later off-session hold (Stripe: a
     * Customer and `setup_future_usage: 'off_session'` on the PaymentIntent).
     */
    saveCardForHold?: boolean;
  }): Promise<StartedPayment>;
  /** Reads a payment opened by `startPayment`. */
  retrievePayment?(providerRef: string): Promise<ProviderPayment>;
  /** Closes a payment opened by `startPayment` that is no longer wanted (the booking was canceled). */
  cancelPayment?(providerRef: string): Promise<void>;
  /**
   * Places a deposit hold on the card that paid the booking (`paymentRef`): an authorisation, not
   * captured. One hold per idempotency key. A decline is an answer, not an error.
   */
  authorizeHold(input: {
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    paymentRef: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<HoldResult>;
  /** Captures part or all of an authorised hold, once; the rest is released. HoldStateError when it can't. */
  captureHold(input: { providerRef: string; amountCents: number; idempotencyKey: string }): Promise<{
    capturedCents: number;
  }>;
  /** Releases (cancels) an authorised hold. Releasing a hold already released or expired is a no-op. */
  releaseHold(input: { providerRef: string; idempotencyKey: string }): Promise<void>;
}
