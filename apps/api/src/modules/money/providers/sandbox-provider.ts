import { createHash, randomUUID } from 'node:crypto';
import type { CardInput, ChargeResult, PaymentProvider } from './payment-provider';

/** The published test cards (decisions "Payments"). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  requiresAction: '4000002760003184',
} as const;

export const SANDBOX_MESSAGES = {
  declined: 'Your card was declined. Please try another card.',
  notATestCard: 'Only test cards are accepted in test payments mode (for example 4242 4242 4242 4242).',
  confirmationFailed: 'The payment confirmation failed. Please try again.',
} as const;

const brandOf = (number: string) =>
  number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : number.startsWith('3') ? 'amex' : 'card';

/**
 * The built-in provider: no network, no money. Charges are remembered per idempotency key in
 * memory (the database's unique key is what guarantees one charge; this mirrors Stripe's answer).
 */
export function createSandboxProvider(): PaymentProvider {
  const byKey = new Map<string, ChargeResult>();
  return {
    name: 'sandbox',
    async charge({ idempotencyKey, card }) {
      const known = byKey.get(idempotencyKey);
      if (known) return known;
      const result = chargeCard(card);
      byKey.set(idempotencyKey, result);
      return result;
    },
    async confirm({ providerRef, confirmToken }) {
      if (confirmToken !== confirmTokenOf(providerRef))
        return {
          status: 'failed',
          providerRef,
          message: SANDBOX_MESSAGES.confirmationFailed,
          brand: null,
          last4: null,
        };
      return { status: 'succeeded', providerRef, brand: null, last4: null };
    },
    async refund({ providerRef, amountCents, idempotencyKey }) {
      return {
        refundRef: `sbx_re_${createHash('sha256').update(`${providerRef}:${amountCents}:${idempotencyKey}`).digest('hex').slice(0, 20)}`,
      };
    },
  };
}

/** Derived from the ref, so a restarted process can still confirm the payment. */
const confirmTokenOf = (providerRef: string) =>
  createHash('sha256').update(`sandbox-confirm:${providerRef}`).digest('hex').slice(0, 32);

function chargeCard(card: CardInput): ChargeResult {
  const brand = brandOf(card.number);
  const last4 = card.number.slice(-4);
  const providerRef = `sbx_pi_${randomUUID().replaceAll('-', '')}`;
  switch (card.number) {
    case SANDBOX_CARDS.success:
      return { status: 'succeeded', providerRef, brand, last4 };
    case SANDBOX_CARDS.requiresAction:
      return { status: 'requires_action', providerRef, confirmToken: confirmTokenOf(providerRef), brand, last4 };
    case SANDBOX_CARDS.declined:
      return { status: 'failed', providerRef, message: SANDBOX_MESSAGES.declined, brand, last4 };
    default:
      return { status: 'failed', providerRef: null, message: SANDBOX_MESSAGES.notATestCard, brand, last4 };
  }
}
