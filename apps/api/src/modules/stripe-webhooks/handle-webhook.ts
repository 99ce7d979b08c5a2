import type Stripe from 'stripe';
import { ErrorCode } from '@biclou/contracts/errors';
import type { Tx } from '@biclou/db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { isExpiredHold, kycStatusOfAccount, type ProviderPayment, providerPaymentOf } from '../money';
import { markHoldExpired } from '../deposits';
import { applyProviderPayment, publishPaid } from '../bookings';
import { applyConnectAccountStatus, applyConnectPayoutOutcome } from './connect-events';
import { mailPayout, type PayoutRow } from '../payouts';
import {
  bookingOfProviderPayment,
  claimStripeEvent,
  ledgerRefundedCents,
  markStripeEventProcessed,
} from './stripe-event-repository';

export const WEBHOOK_MESSAGES = {
  badSignature: 'Invalid Stripe signature.',
  notStripe: 'Stripe payments are not enabled.',
} as const;

type Log = RequestContext['log'];

/**
 * POST /payments/stripe/webhook. The raw body's signature is checked with the webhook secret
 * (400 and nothing changes otherwise). The event id goes into `stripe_events` in the same
 * transaction as the change it causes: a replayed or concurrent delivery finds the id and does
 * nothing, and a failure rolls both back so that Stripe's retry runs it again.
 */
export async function handleStripeWebhook(
  ctx: RequestContext,
  stripe: Stripe,
  raw: Buffer,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean; outcome: string | null }> {
  const { deps } = ctx;
  const secret = deps.config.STRIPE_WEBHOOK_SECRET;
  if (deps.config.PAYMENT_PROVIDER !== 'stripe' || !secret) throw AppError.notFound(WEBHOOK_MESSAGES.notStripe);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(raw, signature ?? '', secret);
  } catch {
    throw new AppError(ErrorCode.badRequest, 400, WEBHOOK_MESSAGES.badSignature);
  }
  const card = await cardDetailsOf(deps, event, ctx.log);
  const now = deps.clock.now();
  const object = event.data.object as { id?: string };
  const result = await deps.db.transaction(async (tx) => {
    const fresh = await claimStripeEvent(tx, {
      id: event.id,
      type: event.type,
      objectId: object.id ?? null,
      receivedAt: now,
    });
    if (!fresh) return null;
    const done = await dispatch(tx, deps, event, card, now, ctx.log);
    await markStripeEventProcessed(tx, event.id, done.outcome, now);
    return done;
  });
  if (result?.outcome === 'paid' && result.bookingId) await publishPaid(ctx, result.bookingId);
  // Once per payout: a replayed event is a duplicate, another event for a failed payout changes nothing.
  if (result?.returnedPayout) await mailPayout(deps, deps.db, result.returnedPayout, 'failed', ctx.log);
  return { received: true, duplicate: result === null, outcome: result?.outcome ?? null };
}

/** A succeeded PaymentIntent's event names its charge but not the card: read it first, outside the transaction (best effort). */
async function cardDetailsOf(
  deps: Deps,
  event: Stripe.Event,
  log: Log,
): Promise<Pick<ProviderPayment, 'brand' | 'last4'>> {
  if (event.type !== 'payment_intent.succeeded' || !deps.payments.retrievePayment) return { brand: null, last4: null };
  try {
    const { brand, last4 } = await deps.payments.retrievePayment(event.data.object.id);
    return { brand, last4 };
  } catch (err) {
    log.warn({ err, event: event.id }, 'stripe: card details not read');
    return { brand: null, last4: null };
  }
}

async function dispatch(
  tx: Tx,
  deps: Deps,
  event: Stripe.Event,
  card: Pick<ProviderPayment, 'brand' | 'last4'>,
  now: Date,
  log: Log,
): Promise<{ outcome: string; bookingId: string | null; returnedPayout?: PayoutRow | null }> {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      // A deposit hold (manual capture) is not a booking payment: its lapse marks the hold expired.
      if (event.data.object.metadata?.kind === 'deposit_hold') {
        const intent = event.data.object;
        if (!isExpiredHold(intent)) return { outcome: 'hold_event_ignored', bookingId: null };
        const outcome = await markHoldExpired(tx, deps.payments.name, intent.id, now);
        if (outcome === 'hold_expired')
          log.warn({ event: event.id, intent: intent.id }, 'stripe: a deposit hold lapsed');
        return { outcome, bookingId: null };
      }
      const state = providerPaymentOf(event.data.object);
      const applied = await applyProviderPayment(
        tx,
        deps,
        { ...state, brand: card.brand ?? state.brand, last4: card.last4 ?? state.last4 },
        now,
      );
      if (applied.outcome === 'amount_mismatch' || applied.outcome === 'refunded_late_payment')
        log.error(
          { event: event.id, intent: state.providerRef, outcome: applied.outcome },
          'stripe: payment needs attention',
        );
      return applied;
    }
    case 'charge.refunded': {
      // Our refunds are in the ledger from the moment we ask for them; this confirms them. More
      // refunded at Stripe than we recorded means a refund made outside Biclou (the Dashboard).
      const charge = event.data.object;
      const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      const recorded = intentId ? await refundedInLedger(tx, deps, intentId) : null;
      if (!recorded) return { outcome: 'refund_unknown_payment', bookingId: null };
      if (charge.amount_refunded > recorded.cents) {
        log.error(
          {
            event: event.id,
            charge: charge.id,
            intent: intentId,
            refundedAtStripe: charge.amount_refunded,
            inLedger: recorded.cents,
          },
          'stripe: a refund was made outside Biclou; the ledger does not have it',
        );
        return { outcome: 'refund_outside_biclou', bookingId: recorded.bookingId };
      }
      return { outcome: 'refund_confirmed', bookingId: recorded.bookingId };
    }
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      if (refund.status === 'failed' || refund.status === 'canceled') {
        log.error(
          { event: event.id, refund: refund.id, intent: refund.payment_intent, reason: refund.failure_reason },
          'stripe: a refund failed; the renter must be refunded by hand',
        );
        return { outcome: 'refund_failed', bookingId: null };
      }
      return { outcome: `refund_${refund.status ?? 'unknown'}`, bookingId: null };
    }
    case 'account.updated':
      return {
        outcome: await applyConnectAccountStatus(tx, event.data.object.id, kycStatusOfAccount(event.data.object), now),
        bookingId: null,
      };
    case 'payout.paid':
    case 'payout.failed': {
      const po = event.data.object;
      const applied = await applyConnectPayoutOutcome(
        tx,
        deps.payouts,
        po.id,
        event.type === 'payout.paid' ? 'paid' : 'failed',
        po.failure_message ?? null,
        now,
        po.metadata?.payoutKey,
      );
      if (applied.outcome === 'payout_returned') {
        log.warn(
          {
            event: event.id,
            payout: po.id,
            code: po.failure_code,
            reason: po.failure_message,
            reclaimed: applied.reclaimed,
          },
          'stripe: a processed payout was returned by the bank',
        );
        if (applied.reclaimed === 'not_found')
          log.error(
            { event: event.id, payout: po.id },
            'stripe: the transfer of a returned payout was not found; take the money back from the connected account by hand',
          );
      }
      if (applied.outcome === 'payout_not_processed')
        log.error({ event: event.id, payout: po.id }, 'stripe: payout.failed for a payout we never processed');
      return { outcome: applied.outcome, bookingId: null, returnedPayout: applied.payout };
    }
    default:
      return { outcome: 'ignored', bookingId: null };
  }
}

/** What our ledger refunded for the booking of this PaymentIntent (late-payment refunds included). */
async function refundedInLedger(
  tx: Tx,
  deps: Deps,
  intentId: string,
): Promise<{ bookingId: string; cents: number } | null> {
  const bookingId = await bookingOfProviderPayment(tx, deps.payments.name, intentId);
  if (!bookingId) return null;
  return { bookingId, cents: await ledgerRefundedCents(tx, bookingId) };
}
