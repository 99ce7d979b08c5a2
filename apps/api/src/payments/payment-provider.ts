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

/**
 * A card payment provider (decisions "Payments"): `sandbox` built in and the default; `stripe`
 * plugs in behind the same calls. Every call carries an idempotency key so a retry never charges twice.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  charge(input: { amountCents: number; currency: string; idempotencyKey: string; card: CardInput; description: string }): Promise<ChargeResult>;
  /** Completes a charge that asked for the customer's confirmation (3-D Secure). */
  confirm(input: { providerRef: string; confirmToken: string }): Promise<ChargeResult>;
  refund(input: { providerRef: string; amountCents: number; currency: string; idempotencyKey: string }): Promise<{ refundRef: string }>;
}
