import type { PayBookingRequest, PayBookingResponse } from '@biclou/contracts/bookings';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import {
  type CardInput,
  declined,
  findPaymentByKey,
  insertPayment,
  type PaymentRow,
  STRIPE_MESSAGES,
} from '../../money';
import { lockBookingAs } from '../booking-access';
import { findBooking } from '../repositories/booking-repository';
import { loadBookingSettings } from '../booking-settings';
import { toBooking } from '../booking-view';
import { isUniqueViolation } from '../../../platform/db/pg-errors';
import { assertPayable, markPaid } from './settle-payment';
import { startProviderPayment } from './provider-payments';

/**
 * accepted → paid (renter). One transaction holds the booking's lock: the idempotency key is
 * looked up first, so a retry or a double click with the same key gets the first answer and
 * never a second charge (the key is UNIQUE, and at most one succeeded payment per booking).
 * A declined card is recorded and answered 402; the booking stays accepted and payable.
 * With 4000 0027 6000 3184 the answer is `requires_action` and /pay/confirm completes it.
 */
export async function payBooking(
  ctx: RequestContext,
  renterId: string,
  bookingId: string,
  input: PayBookingRequest & { card?: CardInput },
  retried = false,
): Promise<PayBookingResponse> {
  const { deps } = ctx;
  const now = deps.clock.now();
  let outcome: { payment: PaymentRow; fresh: boolean };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const row = await lockBookingAs(tx, bookingId, renterId, 'renter');
      const previous = await findPaymentByKey(tx, input.idempotencyKey);
      if (previous) {
        if (previous.bookingId !== row.id)
          throw AppError.conflict('This payment key was already used for another booking.');
        return { payment: previous, fresh: false };
      }
      const settings = await loadBookingSettings(tx);
      assertPayable(row, settings, now);
      // Stripe: the Payment Element takes the card in the browser; we open the PaymentIntent.
      if (deps.payments.startPayment) {
        if (input.card) throw AppError.field('card', STRIPE_MESSAGES.cardOnServer);
        return startProviderPayment(tx, deps, row, input.idempotencyKey, now);
      }
      if (!input.card) throw AppError.field('card.number', 'Enter a valid card number.');
      const result = await deps.payments.charge({
        amountCents: row.totalCents,
        currency: row.currency,
        idempotencyKey: input.idempotencyKey,
        card: input.card,
        description: `Biclou booking ${row.ref}`,
      });
      const payment = await insertPayment(tx, {
        bookingId: row.id,
        provider: deps.payments.name,
        providerRef: result.providerRef,
        idempotencyKey: input.idempotencyKey,
        amountCents: row.totalCents,
        currency: row.currency,
        status: result.status,
        cardBrand: result.brand,
        cardLast4: result.last4,
        failureMessage: result.status === 'failed' ? result.message : null,
        confirmToken: result.status === 'requires_action' ? result.confirmToken : null,
        createdAt: now,
        updatedAt: now,
      });
      if (result.status === 'succeeded') await markPaid(tx, row, payment, renterId, now);
      return { payment, fresh: true };
    });
  } catch (err) {
    // Two first attempts with one key at once on different connections: the loser answers like a retry.
    if (isUniqueViolation(err) && !retried) return payBooking(ctx, renterId, bookingId, input, true);
    throw err;
  }
  if (outcome.fresh && outcome.payment.status === 'succeeded') await publishPaid(ctx, outcome.payment.bookingId);
  return answer(ctx, renterId, outcome.payment);
}

/**
 * Publishes `booking.paid` once the payment that settled it has committed (here, at /pay/confirm, or
 * from the provider's webhook): the owner is told their bike is booked and paid.
 */
export async function publishPaid(ctx: RequestContext, bookingId: string) {
  const row = await findBooking(ctx.deps.db, bookingId);
  if (row)
    await ctx.deps.bookingEvents.publish(ctx, [
      {
        type: 'booking.paid',
        booking: row,
        at: row.paidAt ?? ctx.deps.clock.now(),
        actor: { kind: 'renter', userId: row.renterId },
      },
    ]);
}

/** The answer for a recorded payment: the same for the first call and every replay of its key. */
export async function answer(ctx: RequestContext, renterId: string, payment: PaymentRow): Promise<PayBookingResponse> {
  const { deps } = ctx;
  if (payment.status === 'failed') throw declined(payment.failureMessage ?? 'Your card was declined.');
  const row = (await findBooking(deps.db, payment.bookingId))!;
  return {
    status: payment.status,
    paymentId: payment.id,
    confirmToken: payment.status === 'requires_action' && payment.provider === 'sandbox' ? payment.confirmToken : null,
    clientSecret: payment.status === 'requires_action' && payment.provider === 'stripe' ? payment.confirmToken : null,
    provider: payment.provider,
    booking: await toBooking(deps.db, row, renterId, await loadBookingSettings(deps.db)),
  };
}
