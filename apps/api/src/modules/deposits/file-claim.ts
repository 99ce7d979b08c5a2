import { claimRefusal } from '@biclou/domain/deposit-rules';
import { AppError } from '../../platform/http/app-error';
import { lockBookingAs } from '../bookings';
import { handoverPhotos, handoverSummary } from '../handover';
import { DEPOSIT_MESSAGES, type DepositCtx } from './deposit-context';
import { findClaim, insertClaim, lockCurrentHold } from './deposit-repository';

interface ClaimInput {
  amountCents: number;
  description: string;
  photoIds: string[];
}

/** The owner files a damage claim: after the check-out, within 48 h, up to the deposit held. */
export async function fileClaim(ctx: DepositCtx, ownerId: string, bookingId: string, input: ClaimInput) {
  return ctx.deps.bookingEvents.transaction(ctx, async (tx, emit) => {
    const booking = await lockBookingAs(tx, bookingId, ownerId, 'owner');
    const now = ctx.deps.clock.now();
    const summary = await handoverSummary(tx, bookingId);
    const hold = await lockCurrentHold(tx, bookingId);
    const held = hold?.status === 'authorised' ? hold.amountCents : null;
    if (await findClaim(tx, bookingId)) throw AppError.conflict(DEPOSIT_MESSAGES.claimExists);
    const refusal = claimRefusal({
      now,
      checkoutSubmittedAt: summary.checkout?.submittedAt ?? null,
      heldCents: held,
      amountCents: input.amountCents,
    });
    if (refusal === 'bad_amount' || refusal === 'over_deposit')
      throw AppError.field('amountCents', DEPOSIT_MESSAGES.refusals[refusal]);
    if (refusal) throw AppError.conflict(DEPOSIT_MESSAGES.refusals[refusal]);
    const known = new Set(
      [...(await handoverPhotos(tx, bookingId, 'checkout')), ...(await handoverPhotos(tx, bookingId, 'checkin'))].map(
        (p) => p.id,
      ),
    );
    if (input.photoIds.some((id) => !known.has(id))) throw AppError.field('photoIds', DEPOSIT_MESSAGES.badPhoto);
    const claim = await insertClaim(tx, {
      bookingId,
      holdId: hold!.id,
      amountCents: input.amountCents,
      currency: booking.currency,
      description: input.description,
      photoIds: [...new Set(input.photoIds)],
      filedBy: ownerId,
      filedAt: now,
      status: 'open',
    });
    if (!claim) throw AppError.conflict(DEPOSIT_MESSAGES.claimExists);
    emit({
      type: 'claim.filed',
      booking,
      at: now,
      actor: { kind: 'owner', userId: ownerId },
      amountCents: claim.amountCents,
    });
    return claim;
  });
}
