import Stripe from 'stripe';
import { type ChargeResult, HoldStateError, type PaymentProvider, type ProviderPayment } from './payment-provider';
import { callStripe, paymentUnavailable } from './stripe-client';
import { SANDBOX_MESSAGES } from './sandbox-provider';

export const STRIPE_MESSAGES = {
  /** Stripe's card form runs in the browser; a card number posted to us is refused, never forwarded. */
  cardOnServer: 'Card details are entered in the secure payment form.',
  declined: SANDBOX_MESSAGES.declined,
} as const;

/**
 * Card payments with Stripe (decisions "Payments"): a PaymentIntent per pay attempt, created with
 * our idempotency key, whose client secret the browser's Payment Element confirms. Raw card
 * numbers never reach our server, so `charge` refuses; the booking becomes paid when the signed
 * webhook `payment_intent.succeeded` arrives or when the client's confirm call reads a succeeded
 * PaymentIntent. Card payment methods only (cards and the wallets that carry them): no payment
 * stays "processing" for days.
 */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async charge(): Promise<ChargeResult> {
      return { status: 'failed', providerRef: null, message: STRIPE_MESSAGES.cardOnServer, brand: null, last4: null };
    },
    async confirm({ providerRef, confirmToken }) {
      const payment = await retrieve(stripe, providerRef);
      const card = { brand: payment.brand, last4: payment.last4 };
      // The token is the PaymentIntent's client secret, which only the paying browser holds.
      if (payment.clientSecret !== confirmToken)
        return { status: 'failed', providerRef, message: SANDBOX_MESSAGES.confirmationFailed, ...card };
      if (payment.status === 'succeeded') return { status: 'succeeded', providerRef, ...card };
      if (payment.status === 'canceled')
        return {
          status: 'failed',
          providerRef,
          message: payment.failureMessage ?? SANDBOX_MESSAGES.confirmationFailed,
          ...card,
        };
      return { status: 'requires_action', providerRef, confirmToken, ...card };
    },
    async refund({ providerRef, amountCents, idempotencyKey }) {
      const refund = await callStripe(() =>
        stripe.refunds.create({ payment_intent: providerRef, amount: amountCents }, { idempotencyKey }),
      );
      return { refundRef: refund.id };
    },
    async startPayment({ amountCents, currency, idempotencyKey, description, metadata, saveCardForHold }) {
      // A deposit's hold is a later off-session PaymentIntent on this card: Stripe reuses a card only
      // when it was saved on a Customer, so the payment creates one and asks for the card to be kept
      // (`setup_future_usage: 'off_session'`, which also runs the authentication for later use).
      const customer = saveCardForHold
        ? await callStripe(() =>
            stripe.customers.create(
              { description: `Biclou renter, ${description}`, metadata },
              { idempotencyKey: `${idempotencyKey}-customer` },
            ),
          )
        : null;
      const intent = await callStripe(() =>
        stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: currency.toLowerCase(),
            description,
            metadata,
            allowed_payment_method_types: ['card'],
            ...(customer ? { customer: customer.id, setup_future_usage: 'off_session' as const } : {}),
          },
          { idempotencyKey },
        ),
      );
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
      return { providerRef: intent.id, clientSecret: intent.client_secret };
    },
    retrievePayment: (providerRef) => retrieve(stripe, providerRef),
    async cancelPayment(providerRef) {
      await callStripe(() =>
        stripe.paymentIntents.cancel(
          providerRef,
          { cancellation_reason: 'abandoned' },
          { idempotencyKey: `biclou-cancel-${providerRef}` },
        ),
      );
    },
    async authorizeHold({ amountCents, currency, idempotencyKey, paymentRef, description, metadata }) {
      // The hold goes on the card that paid the booking (its payment method), off session, manual capture.
      const paid = await callStripe(() => stripe.paymentIntents.retrieve(paymentRef));
      const paymentMethod = typeof paid.payment_method === 'string' ? paid.payment_method : paid.payment_method?.id;
      if (!paymentMethod) return { status: 'declined', providerRef: null, message: STRIPE_MESSAGES.declined };
      const customer = typeof paid.customer === 'string' ? paid.customer : paid.customer?.id;
      try {
        const intent = await stripe.paymentIntents.create(
          {
            ...(customer ? { customer } : {}),
            amount: amountCents,
            currency: currency.toLowerCase(),
            description,
            metadata: { ...metadata, kind: 'deposit_hold' },
            capture_method: 'manual',
            payment_method: paymentMethod,
            allowed_payment_method_types: ['card'],
            confirm: true,
            off_session: true,
          },
          { idempotencyKey },
        );
        if (intent.status === 'requires_capture') return { status: 'authorised', providerRef: intent.id };
        return {
          status: 'declined',
          providerRef: intent.id,
          message: declineMessage(intent.last_payment_error) ?? STRIPE_MESSAGES.declined,
        };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError)
          return {
            status: 'declined',
            providerRef: err.payment_intent?.id ?? null,
            message: err.message || STRIPE_MESSAGES.declined,
          };
        throw paymentUnavailable(err);
      }
    },
    async captureHold({ providerRef, amountCents, idempotencyKey }) {
      try {
        const intent = await stripe.paymentIntents.capture(
          providerRef,
          { amount_to_capture: amountCents },
          { idempotencyKey },
        );
        return { capturedCents: intent.amount_received };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError) throw new HoldStateError(err.message);
        throw paymentUnavailable(err);
      }
    },
    async releaseHold({ providerRef, idempotencyKey }) {
      try {
        await stripe.paymentIntents.cancel(providerRef, { cancellation_reason: 'abandoned' }, { idempotencyKey });
      } catch (err) {
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw paymentUnavailable(err);
        // Already canceled (released or expired) is what we wanted; captured is not.
        const intent = await callStripe(() => stripe.paymentIntents.retrieve(providerRef));
        if (intent.status !== 'canceled') throw new HoldStateError(err.message);
      }
    },
  };
}

/** A canceled manual-capture PaymentIntent whose authorisation lapsed (Stripe's `automatic` cancellation). */
export function isExpiredHold(intent: Stripe.PaymentIntent): boolean {
  return (
    intent.capture_method === 'manual' && intent.status === 'canceled' && intent.cancellation_reason === 'automatic'
  );
}

async function retrieve(stripe: Stripe, providerRef: string): Promise<ProviderPayment> {
  const intent = await callStripe(() => stripe.paymentIntents.retrieve(providerRef, { expand: ['latest_charge'] }));
  return providerPaymentOf(intent);
}

/** Our view of a PaymentIntent (from the API or from a signed webhook event). */
export function providerPaymentOf(intent: Stripe.PaymentIntent): ProviderPayment {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card ?? null;
  return {
    providerRef: intent.id,
    status: intent.status === 'succeeded' ? 'succeeded' : intent.status === 'canceled' ? 'canceled' : 'pending',
    amountCents: intent.amount_received && intent.status === 'succeeded' ? intent.amount_received : intent.amount,
    currency: intent.currency.toUpperCase(),
    clientSecret: intent.client_secret,
    brand: card?.brand ?? null,
    last4: card?.last4 ?? null,
    failureMessage: declineMessage(intent.last_payment_error),
  };
}

/** Stripe's message for a decline is written for the customer; anything else gets ours. */
function declineMessage(error: Stripe.PaymentIntent.LastPaymentError | null | undefined): string | null {
  if (!error) return null;
  if (error.type === 'card_error' && error.message) return error.message;
  return STRIPE_MESSAGES.declined;
}
