import type { ConfirmPaymentRequest, PayBookingResponse } from '@biclou/contracts/bookings';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { lockBookingAs } from '../booking-access';
import { loadBookingSettings } from '../booking-settings';
import { findPayment, updatePayment } from '../../money';
import { answer, publishPaid } from './pay-booking';
import { assertPayable, markPaid } from './settle-payment';
import { confirmProviderPayment } from './provider-payments';

/**
 * Completes a payment that asked for the customer's confirmation. Idempotent: confirming a payment
 * that already succeeded answers the same; a failed confirmation leaves the booking payable.
 */
export async function confirmPayment(
  ctx: RequestContext,
  renterId: string,
  bookingId: string,
  input: ConfirmPaymentRequest,
): Promise<PayBookingResponse> {
  const { deps } = ctx;
  const now = deps.clock.now();
  const payment = await deps.db.transaction(async (tx) => {
    const row = await lockBookingAs(tx, bookingId, renterId, 'renter');
    const current = await findPayment(tx, input.paymentId);
    if (!current || current.bookingId !== row.id) throw AppError.notFound('Payment not found');
    if (current.status !== 'requires_action') return { payment: current, fresh: false };
    // Stripe: the Payment Element confirmed in the browser; the PaymentIntent says whether it is paid.
    if (deps.payments.retrievePayment) return confirmProviderPayment(tx, deps, row, current, input.confirmToken, now);
    assertPayable(row, await loadBookingSettings(tx), now);
    const result = await deps.payments.confirm({ providerRef: current.providerRef!, confirmToken: input.confirmToken });
    if (result.status !== 'succeeded') {
      return {
        payment: await updatePayment(tx, current.id, {
          status: 'failed',
          failureMessage: result.status === 'failed' ? result.message : 'The payment confirmation failed.',
          updatedAt: now,
        }),
        fresh: false,
      };
    }
    const done = await updatePayment(tx, current.id, { status: 'succeeded', updatedAt: now });
    await markPaid(tx, row, done, renterId, now);
    return { payment: done, fresh: true };
  });
  if (payment.fresh) await publishPaid(ctx, bookingId);
  return answer(ctx, renterId, payment.payment);
}
