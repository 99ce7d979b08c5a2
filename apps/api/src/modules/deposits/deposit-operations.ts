import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '@biclou/db/client';
import {
  claimRefusal,
  decisionValid,
  handoverRefusalBlock,
  holdExpiresAt,
  type ClaimRefusal,
  type HandoverRefusalBlock,
} from '@biclou/domain/deposit-rules';
import { depositCaptureTransaction } from '@biclou/domain/ledger';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { recordAdminAction } from '../admin/shared';
import { cancelWithoutPenalty, findBooking, lockBookingAs, type BookingRow } from '../bookings';
import { handoverPhotos, handoverSummary } from '../handover';
import {
  cancelOpenProviderPayments,
  findSucceededPayment,
  HoldStateError,
  postLedger,
  type PaymentProvider,
} from '../money';
import {
  findClaim,
  holdsOf,
  insertClaim,
  insertHold,
  lockClaim,
  lockCurrentHold,
  lockHold,
  lockHoldByRef,
  updateClaim,
  updateHold,
  type ClaimRow,
  type HoldRow,
} from './deposit-repository';

/** What the deposit operations need: the database, the clock and the payment provider. */
export interface DepositCtx {
  deps: Pick<Deps, 'db' | 'clock' | 'payments' | 'bookingEvents' | 'notificationEvents'> &
    Partial<Pick<Deps, 'mailer' | 'config' | 'realtime'>>;
  log?: FastifyBaseLogger;
}

export const DEPOSIT_MESSAGES = {
  notHeld: 'This deposit is not held any more.',
  claimExists: 'A claim was already filed for this booking.',
  claimDecided: 'This claim has already been decided.',
  noClaim: 'No claim was filed for this booking.',
  answered: 'You have already answered this claim.',
  decision: 'The amount to capture is between 0 and the claimed amount.',
  refusals: {
    bad_amount: 'The amount must be at least €0.01.',
    over_deposit: 'A claim cannot be more than the deposit held.',
    no_checkout: 'A claim is filed after the check-out report.',
    window_closed: 'Claims are filed within 48 hours of the check-out.',
    no_hold: 'There is no deposit held on this booking.',
  } satisfies Record<ClaimRefusal, string>,
  badPhoto: 'Choose photos of this booking’s handover reports.',
  refuse: {
    not_declined: 'You can refuse the handover only when the deposit hold was declined.',
    handed_over: 'The bike was already handed over: the handover can no longer be refused.',
    not_open: 'This booking can no longer be canceled.',
  } satisfies Record<HandoverRefusalBlock, string>,
} as const;

const system = { kind: 'system' as const, userId: null };

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

async function authorise(
  ctx: DepositCtx,
  booking: BookingRow,
  paymentRef: string,
  n: number,
  replacing: HoldRow | null,
): Promise<HoldRow | null> {
  const { payments } = ctx.deps;
  const idempotencyKey = `biclou-hold-${booking.id}-${n}`;
  const result = await payments.authorizeHold({
    amountCents: booking.depositCents,
    currency: booking.currency,
    idempotencyKey,
    paymentRef,
    description: `Biclou deposit ${booking.ref}`,
    metadata: { bookingId: booking.id, bookingRef: booking.ref },
  });
  return ctx.deps.bookingEvents.transaction(ctx, async (tx, emit) => {
    const now = ctx.deps.clock.now();
    const locked = replacing ? await lockHold(tx, replacing.id) : null;
    if (replacing && locked?.status !== 'authorised') {
      // Captured, released or expired meanwhile: the new authorisation is not wanted.
      if (result.status === 'authorised') await releaseAtProvider(ctx.deps.payments, result.providerRef, ctx.log);
      return null;
    }
    const row = await insertHold(tx, {
      bookingId: booking.id,
      amountCents: booking.depositCents,
      currency: booking.currency,
      provider: payments.name,
      providerRef: result.providerRef,
      idempotencyKey,
      status: result.status === 'authorised' ? 'authorised' : 'declined',
      declineMessage: result.status === 'declined' ? result.message : null,
      placedAt: now,
      expiresAt: result.status === 'authorised' ? holdExpiresAt(now) : null,
    }).catch(async (err: unknown) => {
      // The one live hold per booking (unique index): another caller placed it first.
      if (result.status === 'authorised') await releaseAtProvider(ctx.deps.payments, result.providerRef, ctx.log);
      throw err;
    });
    if (!row) return (await holdsOf(tx, booking.id))[0] ?? null;
    if (locked) {
      await updateHold(tx, locked.id, { status: 'released', releasedAt: now });
      await releaseAtProvider(ctx.deps.payments, locked.providerRef, ctx.log);
    }
    const type = row.status === 'authorised' ? (replacing ? 'deposit.renewed' : 'deposit.held') : 'deposit.declined';
    if (type === 'deposit.held') emit({ type, booking, at: now, actor: system, amountCents: row.amountCents });
    else emit({ type, booking, at: now, actor: system });
    return row;
  });
}

/** Renews a live hold about to lapse: a new authorisation replaces it (decisions "Deposit holds"). */
export async function renewHold(ctx: DepositCtx, hold: HoldRow): Promise<HoldRow | null> {
  const booking = await findBooking(ctx.deps.db, hold.bookingId);
  const payment = booking ? await findSucceededPayment(ctx.deps.db, booking.id) : undefined;
  if (!booking || !payment?.providerRef) return null;
  const n = (await holdsOf(ctx.deps.db, booking.id)).length;
  return authorise(ctx, booking, payment.providerRef, n, hold);
}

async function releaseAtProvider(payments: PaymentProvider, providerRef: string | null, log?: FastifyBaseLogger) {
  if (!providerRef) return;
  await payments.releaseHold({ providerRef, idempotencyKey: `biclou-release-${providerRef}` }).catch((err: unknown) => {
    log?.error({ err, providerRef }, 'deposits: a hold could not be released at the provider');
  });
}

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
    emit({ type: 'deposit.released', booking, at: now, actor: system });
    return true;
  });
}

/** The provider says the authorisation lapsed (Stripe's payment_intent.canceled, reason automatic). */
export async function markHoldExpired(tx: Tx, provider: string, providerRef: string, now: Date): Promise<string> {
  const hold = await lockHoldByRef(tx, provider, providerRef);
  if (!hold) return 'hold_unknown';
  if (hold.status !== 'authorised') return `hold_${hold.status}`;
  await updateHold(tx, hold.id, { status: 'expired', releasedAt: now });
  return 'hold_expired';
}

export interface ClaimInput {
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

/**
 * The owner refuses the handover because the deposit hold was declined (decisions.md "Refusing the
 * handover"): the booking is canceled by the owner without penalty — full refund, not counted on their
 * profile, the code `deposit_declined` — through the booking operations and the hub (conversation
 * line, emails, bell). The booking and its newest hold are locked and the rule checked under the lock.
 */
export async function refuseHandover(ctx: DepositCtx, ownerId: string, bookingId: string): Promise<BookingRow> {
  const row = await ctx.deps.bookingEvents.transaction(ctx, async (tx, emit) => {
    const booking = await lockBookingAs(tx, bookingId, ownerId, 'owner');
    await lockCurrentHold(tx, bookingId);
    const holds = await holdsOf(tx, bookingId);
    const summary = await handoverSummary(tx, bookingId);
    const block = handoverRefusalBlock({
      status: booking.status,
      holds,
      checkinConfirmedAt: summary.checkin?.confirmedAt ?? null,
      checkoutSubmittedAt: summary.checkout?.submittedAt ?? null,
    });
    if (block) throw AppError.conflict(DEPOSIT_MESSAGES.refuse[block]);
    return cancelWithoutPenalty(tx, ctx.deps, emit, booking, ownerId, ctx.deps.clock.now());
  });
  await cancelOpenProviderPayments(ctx.deps, row.id, ctx.log ?? { warn: () => undefined });
  return row;
}
