import { decisionValid } from '@biclou/domain/deposit-rules';
import { depositCaptureTransaction } from '@biclou/domain/ledger';
import { AppError } from '../../platform/http/app-error';
import { recordAdminAction } from '../admin/shared';
import { findBooking } from '../bookings';
import { HoldStateError, postLedger } from '../money';
import { DEPOSIT_MESSAGES, type DepositCtx } from './deposit-context';
import {
  lockClaim,
  lockCurrentHold,
  lockHold,
  updateClaim,
  updateHold,
  type ClaimRow,
  type HoldRow,
} from './deposit-repository';

/**
 * An admin decides a claim: captures `capturedCents` (0 to the claimed amount, never more than held)
 * and the rest of the hold is released. The claim and the hold are locked, so parallel decisions make
 * one capture; the provider's capture runs under the lock with a key per hold (a retry after a failed
 * commit captures nothing twice), then the hold, the claim and the ledger commit together.
 */
export async function decideClaim(
  ctx: DepositCtx,
  adminId: string,
  bookingId: string,
  input: { capturedCents: number; note: string | null },
): Promise<{ claim: ClaimRow; hold: HoldRow }> {
  return ctx.deps.bookingEvents.transaction(ctx, async (tx, emit) => {
    const booking = await findBooking(tx, bookingId);
    if (!booking) throw AppError.notFound('Booking not found');
    const claim = await lockClaim(tx, bookingId);
    if (!claim) throw AppError.notFound(DEPOSIT_MESSAGES.noClaim);
    if (claim.status !== 'open') throw AppError.conflict(DEPOSIT_MESSAGES.claimDecided);
    const hold = claim.holdId ? await lockHold(tx, claim.holdId) : undefined;
    const current = hold?.status === 'authorised' ? hold : await lockCurrentHold(tx, bookingId);
    if (current?.status !== 'authorised') throw AppError.conflict(DEPOSIT_MESSAGES.notHeld);
    if (!decisionValid(input.capturedCents, claim.amountCents, current.amountCents))
      throw AppError.field('capturedCents', DEPOSIT_MESSAGES.decision);
    const now = ctx.deps.clock.now();
    const actor = { kind: 'admin' as const, userId: adminId };
    let updated: HoldRow;
    if (input.capturedCents > 0) {
      try {
        await ctx.deps.payments.captureHold({
          providerRef: current.providerRef!,
          amountCents: input.capturedCents,
          idempotencyKey: `biclou-capture-${current.id}`,
        });
      } catch (err) {
        if (err instanceof HoldStateError) throw AppError.conflict(DEPOSIT_MESSAGES.notHeld);
        throw err;
      }
      updated = await updateHold(tx, current.id, {
        status: input.capturedCents === current.amountCents ? 'captured' : 'partially_captured',
        capturedCents: input.capturedCents,
        capturedAt: now,
        releasedAt: input.capturedCents < current.amountCents ? now : null,
      });
      await postLedger(
        tx,
        depositCaptureTransaction({
          bookingId,
          ownerId: booking.ownerId,
          amountCents: input.capturedCents,
          currency: current.currency,
        }),
        now,
      );
      emit({ type: 'deposit.captured', booking, at: now, actor, amountCents: input.capturedCents });
    } else {
      if (current.providerRef)
        await ctx.deps.payments.releaseHold({
          providerRef: current.providerRef,
          idempotencyKey: `biclou-release-${current.providerRef}`,
        });
      updated = await updateHold(tx, current.id, { status: 'released', releasedAt: now });
      emit({ type: 'deposit.released', booking, at: now, actor });
    }
    const decided = await updateClaim(tx, claim.id, {
      status: 'decided',
      decidedCents: input.capturedCents,
      decidedBy: adminId,
      decidedAt: now,
      decisionNote: input.note,
    });
    emit({ type: 'claim.decided', booking, at: now, actor, capturedCents: input.capturedCents });
    // Money taken from a card on an admin's word: audited with the decision, in its transaction. Both
    // sides write the same fields, so the row says what the hold held and what it became: nothing held
    // any more, so much captured, the rest released.
    const released = current.amountCents - input.capturedCents;
    await recordAdminAction(tx, {
      adminId,
      action: 'deposit.decide',
      objectType: 'booking',
      objectId: bookingId,
      before: {
        claimStatus: claim.status,
        claimedCents: claim.amountCents,
        holdStatus: current.status,
        heldCents: current.amountCents,
        capturedCents: 0,
        releasedCents: 0,
        currency: current.currency,
      },
      after: {
        claimStatus: decided.status,
        claimedCents: claim.amountCents,
        holdStatus: updated.status,
        heldCents: 0,
        capturedCents: input.capturedCents,
        releasedCents: released,
        currency: current.currency,
      },
      reason: input.note,
      at: now,
    });
    return { claim: decided, hold: updated };
  });
}
