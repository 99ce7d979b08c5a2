import { findBooking } from '../bookings';
import { SYSTEM_ACTOR, type DepositCtx } from './deposit-context';
import { findClaim, lockHold, updateHold } from './deposit-repository';

/** Releases a live hold (the window closed with no claim, or the booking was canceled). No-op otherwise. */
export async function releaseHold(ctx: DepositCtx, holdId: string): Promise<boolean> {
  return ctx.deps.bookingEvents.transaction(ctx, async (tx, emit) => {
    const hold = await lockHold(tx, holdId);
    if (hold?.status !== 'authorised') return false;
    // An open claim keeps the hold until the admin's decision.
    if ((await findClaim(tx, hold.bookingId))?.status === 'open') return false;
    const now = ctx.deps.clock.now();
    if (hold.providerRef)
      await ctx.deps.payments.releaseHold({
        providerRef: hold.providerRef,
        idempotencyKey: `biclou-release-${hold.providerRef}`,
      });
    await updateHold(tx, hold.id, { status: 'released', releasedAt: now });
    const booking = (await findBooking(tx, hold.bookingId))!;
    emit({ type: 'deposit.released', booking, at: now, actor: SYSTEM_ACTOR });
    return true;
  });
}
