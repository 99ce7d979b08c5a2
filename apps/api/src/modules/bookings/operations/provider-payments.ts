import type { Tx } from '@biclou/db/client';
import { canTransition } from '@biclou/domain/booking-status';
import { paymentTransaction, refundTransaction } from '@biclou/domain/ledger';
import type { Deps } from '../../../platform/deps';
import {
  declined,
  findPayment,
  findProviderPayment,
  insertPayment,
  intentKeyOf,
  openProviderPayments,
  postLedger,
  PROVIDER_PAYMENT_MESSAGES,
  SANDBOX_MESSAGES,
  updatePayment,
  type PaymentRow,
  type ProviderPayment,
  type ProviderPaymentOutcome,
} from '../../money';
import { lockBooking, type BookingRow } from '../repositories/booking-repository';
import { markPaid } from './settle-payment';

/**
 * The pay call with a provider whose card form runs in the browser (Stripe), inside payBooking's
 * transaction with the booking locked and payable. The booking's open payment is reused while the
 * provider still waits for the customer (a reload or a second tab does not open a second
 * PaymentIntent); if it already succeeded the booking is paid now. Otherwise one PaymentIntent is
 * created with an idempotency key derived from the booking and the client's key.
 */
export async function startProviderPayment(
  tx: Tx,
  deps: Deps,
  row: BookingRow,
  clientKey: string,
  now: Date,
): Promise<{ payment: PaymentRow; fresh: boolean }> {
  const provider = deps.payments;
  const open = (await openProviderPayments(tx, row.id, provider.name))
    .filter((p) => p.providerRef && p.amountCents === row.totalCents && p.currency === row.currency)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (open && provider.retrievePayment) {
    const state = await provider.retrievePayment(open.providerRef!);
    const outcome = await applyToLockedBooking(tx, deps, row, open, state, now);
    const current = (await findPayment(tx, open.id))!;
    if (outcome === 'paid') return { payment: current, fresh: true };
    if (current.status === 'requires_action') return { payment: current, fresh: false };
  }
  const started = await provider.startPayment!({
    amountCents: row.totalCents,
    currency: row.currency,
    idempotencyKey: intentKeyOf(row.id, clientKey),
    description: `Biclou booking ${row.ref}`,
    metadata: { bookingId: row.id, bookingRef: row.ref },
    saveCardForHold: row.depositCents > 0,
  });
  const payment = await insertPayment(tx, {
    bookingId: row.id,
    provider: provider.name,
    providerRef: started.providerRef,
    idempotencyKey: clientKey,
    amountCents: row.totalCents,
    currency: row.currency,
    status: 'requires_action',
    confirmToken: started.clientSecret,
    createdAt: now,
    updatedAt: now,
  });
  return { payment, fresh: true };
}

/**
 * /pay/confirm with such a provider: the browser says the Payment Element finished; we read the
 * PaymentIntent and apply it. The token is the client secret we gave to this booking's renter.
 */
export async function confirmProviderPayment(
  tx: Tx,
  deps: Deps,
  row: BookingRow,
  payment: PaymentRow,
  confirmToken: string,
  now: Date,
): Promise<{ payment: PaymentRow; fresh: boolean }> {
  if (!payment.providerRef || payment.confirmToken !== confirmToken)
    throw declined(SANDBOX_MESSAGES.confirmationFailed);
  const state = await deps.payments.retrievePayment!(payment.providerRef);
  const outcome = await applyToLockedBooking(tx, deps, row, payment, state, now);
  return { payment: (await findPayment(tx, payment.id))!, fresh: outcome === 'paid' };
}

/**
 * What the provider says about one of our payments, applied in the caller's transaction (the
 * webhook's, with its event row): the booking is locked first, then the payment re-read, so a
 * webhook and the client's confirm arriving together settle once.
 */
export async function applyProviderPayment(
  tx: Tx,
  deps: Deps,
  state: ProviderPayment,
  now: Date,
): Promise<{ outcome: ProviderPaymentOutcome; bookingId: string | null }> {
  const found = await findProviderPayment(tx, deps.payments.name, state.providerRef);
  if (!found) return { outcome: 'unknown_payment', bookingId: null };
  const row = (await lockBooking(tx, found.bookingId))!;
  const payment = (await findPayment(tx, found.id))!;
  return { outcome: await applyToLockedBooking(tx, deps, row, payment, state, now), bookingId: row.id };
}

async function applyToLockedBooking(
  tx: Tx,
  deps: Deps,
  row: BookingRow,
  payment: PaymentRow,
  state: ProviderPayment,
  now: Date,
): Promise<ProviderPaymentOutcome> {
  if (state.status === 'succeeded') {
    if (payment.status === 'succeeded') return 'already_paid';
    if (payment.failureMessage === PROVIDER_PAYMENT_MESSAGES.lateRefunded) return 'refunded_late_payment';
    if (state.amountCents !== payment.amountCents || state.currency !== payment.currency) return 'amount_mismatch';
    if (canTransition(row.status, 'paid', 'renter')) {
      const done = await updatePayment(tx, payment.id, {
        status: 'succeeded',
        cardBrand: state.brand,
        cardLast4: state.last4,
        failureMessage: null,
        updatedAt: now,
      });
      await markPaid(tx, row, done, row.renterId, now);
      return 'paid';
    }
    // The money came in for a booking that can no longer take it: it goes back in full, through escrow.
    await deps.payments.refund({
      providerRef: state.providerRef,
      amountCents: state.amountCents,
      currency: payment.currency,
      idempotencyKey: `biclou-late-refund-${state.providerRef}`,
    });
    await postLedger(
      tx,
      paymentTransaction({ bookingId: row.id, amountCents: state.amountCents, currency: payment.currency }),
      now,
    );
    await postLedger(
      tx,
      refundTransaction({ bookingId: row.id, amountCents: state.amountCents, currency: payment.currency }),
      now,
    );
    await updatePayment(tx, payment.id, {
      status: 'failed',
      cardBrand: state.brand,
      cardLast4: state.last4,
      failureMessage: PROVIDER_PAYMENT_MESSAGES.lateRefunded,
      updatedAt: now,
    });
    return 'refunded_late_payment';
  }
  if (payment.status !== 'requires_action') return 'ignored';
  if (state.status === 'canceled') {
    await updatePayment(tx, payment.id, {
      status: 'failed',
      failureMessage: state.failureMessage ?? PROVIDER_PAYMENT_MESSAGES.canceled,
      updatedAt: now,
    });
    return 'canceled';
  }
  // Declined: the PaymentIntent waits for another card, so the payment stays open and the booking payable.
  if (state.failureMessage && state.failureMessage !== payment.failureMessage) {
    await updatePayment(tx, payment.id, {
      failureMessage: state.failureMessage,
      cardBrand: state.brand ?? payment.cardBrand,
      cardLast4: state.last4 ?? payment.cardLast4,
      updatedAt: now,
    });
  }
  return state.failureMessage ? 'declined' : 'pending';
}
