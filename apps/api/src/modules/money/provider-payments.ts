import { ErrorCode } from '@biclou/contracts/errors';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { failOpenPayment, openProviderPayments } from './payment-repository';

/** A card the provider refused: 402 with the provider's message on the card field. */
export const declined = (message: string) => new AppError(ErrorCode.paymentDeclined, 402, message, { card: [message] });

export const PROVIDER_PAYMENT_MESSAGES = {
  /** A payment that succeeded after its booking stopped being payable (expired, canceled, paid by another attempt). */
  lateRefunded: 'This payment arrived after the booking could no longer be paid; it was refunded in full.',
  canceled: 'The payment was canceled. Please try again.',
} as const;

export type ProviderPaymentOutcome =
  | 'paid'
  | 'already_paid'
  | 'refunded_late_payment'
  | 'pending'
  | 'declined'
  | 'canceled'
  | 'amount_mismatch'
  | 'unknown_payment'
  | 'ignored';

/** The Stripe idempotency key of a pay attempt: one PaymentIntent per booking and client key, however many calls. */
export const intentKeyOf = (bookingId: string, clientKey: string) => `biclou-pay-${bookingId}-${clientKey}`;

/**
 * After a booking stopped being payable (canceled before payment): its open PaymentIntents are
 * canceled at the provider, so a form left open in another tab cannot take money for nothing.
 * Best effort, after the commit: if one succeeded meanwhile, its webhook refunds it in full.
 */
export async function cancelOpenProviderPayments(
  deps: Pick<Deps, 'db' | 'clock' | 'payments'>,
  bookingId: string,
  log: { warn: (o: object, msg: string) => void },
): Promise<number> {
  const provider = deps.payments;
  if (!provider.cancelPayment) return 0;
  const open = await openProviderPayments(deps.db, bookingId, provider.name);
  let canceled = 0;
  for (const payment of open) {
    try {
      await provider.cancelPayment(payment.providerRef!);
    } catch (err) {
      log.warn({ err, payment: payment.id }, 'payment provider: an open payment could not be canceled');
      continue;
    }
    const now = deps.clock.now();
    await failOpenPayment(deps.db, payment.id, PROVIDER_PAYMENT_MESSAGES.canceled, now);
    canceled++;
  }
  return canceled;
}
