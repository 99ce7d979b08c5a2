import type { FastifyBaseLogger } from 'fastify';
import { holdExpiresAt } from '@biclou/domain/deposit-rules';
import type { BookingRow } from '../bookings';
import type { PaymentProvider } from '../money';
import { SYSTEM_ACTOR, type DepositCtx } from './deposit-context';
import { holdsOf, insertHold, lockHold, updateHold, type HoldRow } from './deposit-repository';

/**
 * Asks the provider for a hold on the card that paid (a first hold, or one replacing `replacing`),
 * then records it with its event; placeHold and renewHold share it.
 */
export async function authorise(
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
    if (type === 'deposit.held') emit({ type, booking, at: now, actor: SYSTEM_ACTOR, amountCents: row.amountCents });
    else emit({ type, booking, at: now, actor: SYSTEM_ACTOR });
    return row;
  });
}

/** Gives a hold back at the provider; a failure is logged, never an error (the hold lapses on its own). */
async function releaseAtProvider(payments: PaymentProvider, providerRef: string | null, log?: FastifyBaseLogger) {
  if (!providerRef) return;
  await payments.releaseHold({ providerRef, idempotencyKey: `biclou-release-${providerRef}` }).catch((err: unknown) => {
    log?.error({ err, providerRef }, 'deposits: a hold could not be released at the provider');
  });
}
