import { findBooking } from '../bookings';
import { findSucceededPayment } from '../money';
import type { DepositCtx } from './deposit-context';
import { holdsOf, type HoldRow } from './deposit-repository';
import { authorise } from './hold-authorisation';

/**
 * Places the booking's deposit hold on the card that paid it (idempotent: a booking with a hold, or
 * without a deposit or a card payment, is left alone). The provider is called outside the
 * transaction with a key derived from the booking and the number of holds, so two callers get the
 * same answer and one row (unique key); the row and its event commit together.
 */
export async function placeHold(ctx: DepositCtx, bookingId: string): Promise<HoldRow | null> {
  const { db } = ctx.deps;
  const booking = await findBooking(db, bookingId);
  if (!booking || booking.depositCents <= 0 || !['paid', 'ongoing'].includes(booking.status)) return null;
  const existing = await holdsOf(db, bookingId);
  const current = existing[0];
  if (current && current.status !== 'expired') return current;
  const payment = await findSucceededPayment(db, bookingId);
  if (!payment?.providerRef) return null;
  return authorise(ctx, booking, payment.providerRef, existing.length, null);
}
