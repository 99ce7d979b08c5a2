import { findBooking } from '../bookings';
import { findSucceededPayment } from '../money';
import type { DepositCtx } from './deposit-context';
import { holdsOf, type HoldRow } from './deposit-repository';
import { authorise } from './hold-authorisation';

/** Renews a live hold about to lapse: a new authorisation replaces it (decisions "Deposit holds"). */
export async function renewHold(ctx: DepositCtx, hold: HoldRow): Promise<HoldRow | null> {
  const booking = await findBooking(ctx.deps.db, hold.bookingId);
  const payment = booking ? await findSucceededPayment(ctx.deps.db, booking.id) : undefined;
  if (!booking || !payment?.providerRef) return null;
  const n = (await holdsOf(ctx.deps.db, booking.id)).length;
  return authorise(ctx, booking, payment.providerRef, n, hold);
}
