import { AppError } from '../../platform/http/app-error';
import { lockBookingAs } from '../bookings';
import { DEPOSIT_MESSAGES, type DepositCtx } from './deposit-context';
import { lockClaim, updateClaim } from './deposit-repository';

/** The renter answers the claim once, while it is open. */
export async function answerClaim(ctx: DepositCtx, renterId: string, bookingId: string, answer: string) {
  return ctx.deps.bookingEvents.transaction(ctx, async (tx, emit) => {
    const booking = await lockBookingAs(tx, bookingId, renterId, 'renter');
    const claim = await lockClaim(tx, bookingId);
    if (!claim) throw AppError.notFound(DEPOSIT_MESSAGES.noClaim);
    if (claim.status !== 'open') throw AppError.conflict(DEPOSIT_MESSAGES.claimDecided);
    if (claim.renterAnswer !== null) throw AppError.conflict(DEPOSIT_MESSAGES.answered);
    const now = ctx.deps.clock.now();
    const row = await updateClaim(tx, claim.id, { renterAnswer: answer, answeredAt: now });
    emit({ type: 'claim.answered', booking, at: now, actor: { kind: 'renter', userId: renterId } });
    return row;
  });
}
