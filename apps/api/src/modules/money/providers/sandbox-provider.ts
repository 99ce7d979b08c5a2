import { createHash, randomUUID } from 'node:crypto';
import {
  type CardInput,
  type ChargeResult,
  type HoldResult,
  HoldStateError,
  type PaymentProvider,
} from './payment-provider';

/** The published test cards (decisions "Payments"). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  requiresAction: '4000002760003184',
  /** Pays, but a later deposit hold on it is declined (Stripe's "attaches, then charges fail" card). */
  holdDeclined: '4000000000000341',
} as const;

export const SANDBOX_MESSAGES = {
  declined: 'Your card was declined. Please try another card.',
  notATestCard: 'Only test cards are accepted in test payments mode (for example 4242 4242 4242 4242).',
  confirmationFailed: 'The payment confirmation failed. Please try again.',
  holdDeclined: 'The card declined the deposit hold.',
} as const;

const brandOf = (number: string) =>
  number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : number.startsWith('3') ? 'amex' : 'card';

/**
 * The built-in provider: no network, no money. Charges are remembered per idempotency key in
 * memory (the database's unique key is what guarantees one charge; this mirrors Stripe's answer).
 */
export function createSandboxProvider(): PaymentProvider {
  const byKey = new Map<string, ChargeResult>();
  /** The card number behind each payment ref, so a hold on it can be declined like the card would. */
  const cardOf = new Map<string, string>();
  const holdByKey = new Map<string, HoldResult>();
  const holds = new Map<string, { amountCents: number; state: 'authorised' | 'captured' | 'released' }>();
  return {
    name: 'sandbox',
    async charge({ idempotencyKey, card }) {
      const known = byKey.get(idempotencyKey);
      if (known) return known;
      const result = chargeCard(card);
      byKey.set(idempotencyKey, result);
      if (result.providerRef) cardOf.set(result.providerRef, card.number);
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
    async authorizeHold({ amountCents, idempotencyKey, paymentRef }) {
      const known = holdByKey.get(idempotencyKey);
      if (known) return known;
      const providerRef = `sbx_hold_${randomUUID().replaceAll('-', '')}`;
      const result: HoldResult =
        cardOf.get(paymentRef) === SANDBOX_CARDS.holdDeclined
          ? { status: 'declined', providerRef, message: SANDBOX_MESSAGES.holdDeclined }
          : { status: 'authorised', providerRef };
      holdByKey.set(idempotencyKey, result);
      if (result.status === 'authorised') holds.set(providerRef, { amountCents, state: 'authorised' });
      return result;
    },
    async captureHold({ providerRef, amountCents }) {
      // A hold this process did not place (a restart) is trusted to the database's row lock and amounts.
      const hold = holds.get(providerRef) ?? { amountCents, state: 'authorised' as const };
      if (hold.state !== 'authorised') throw new HoldStateError(`the hold is ${hold.state}`);
      if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > hold.amountCents)
        throw new HoldStateError(`cannot capture ${amountCents} of ${hold.amountCents}`);
      holds.set(providerRef, { amountCents: hold.amountCents, state: 'captured' });
      return { capturedCents: amountCents };
    },
    async releaseHold({ providerRef }) {
      const hold = holds.get(providerRef);
      if (hold?.state === 'captured') throw new HoldStateError('the hold is captured');
      if (hold) holds.set(providerRef, { ...hold, state: 'released' });
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
    case SANDBOX_CARDS.holdDeclined:
      return { status: 'succeeded', providerRef, brand, last4 };
    case SANDBOX_CARDS.requiresAction:
      return { status: 'requires_action', providerRef, confirmToken: confirmTokenOf(providerRef), brand, last4 };
    case SANDBOX_CARDS.declined:
      return { status: 'failed', providerRef, message: SANDBOX_MESSAGES.declined, brand, last4 };
    default:
      return { status: 'failed', providerRef: null, message: SANDBOX_MESSAGES.notATestCard, brand, last4 };
  }
}
