import { and, eq, isNull } from 'drizzle-orm';
import type { PayoutResponse } from '@biclou/contracts/payouts';
import type { DbOrTx } from '@biclou/db/client';
import { payoutItems, payouts } from '@biclou/db/schema';
import { payoutFailedTransaction, payoutPaidTransaction } from '@biclou/domain/ledger';
import { canDecidePayout, PAYOUT_MESSAGES } from '@biclou/domain/payout-rules';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import { postLedger } from '../bookings/ledger-repository';
import { findBanking } from './banking';
import { mailPayout } from './payout-mails';
import { callPayoutProvider } from './provider-call';
import { lockPayout, toPayouts, type PayoutRow } from './payout-repository';

export const DECIDE_MESSAGES = {
  notFound: 'This payout does not exist.',
  accountNotVerified: 'The owner\'s bank account is not verified.',
} as const;

/** pending → failed in the caller's transaction: in transit goes back to available and the bookings are released. */
async function markFailed(tx: DbOrTx, row: PayoutRow, reason: string, adminId: string | null, at: Date, providerRef: string | null = null): Promise<PayoutRow> {
  const [done] = await tx.update(payouts).set({ status: 'failed', failureReason: reason, decidedBy: adminId, updatedAt: at, ...(providerRef ? { providerRef } : {}) })
    .where(and(eq(payouts.id, row.id), eq(payouts.status, 'pending'))).returning();
  if (!done) throw AppError.conflict(PAYOUT_MESSAGES.alreadyDecided);
  await tx.update(payoutItems).set({ releasedAt: at }).where(and(eq(payoutItems.payoutId, row.id), isNull(payoutItems.releasedAt)));
  await postLedger(tx, payoutFailedTransaction({ payoutId: row.id, ownerId: row.ownerId, amountCents: row.amountCents, currency: row.currency }), at);
  return done;
}

async function answer(ctx: RequestContext, row: PayoutRow): Promise<PayoutResponse> {
  const [payout] = await toPayouts(ctx.deps.db, [row]);
  return { payout: payout! };
}

/**
 * Admin: pending → processed. The provider is asked to send the money with the key `payout:<id>`
 * while the payout row is locked, so two clicks or two instances send once and a retry after a
 * crash gets the same answer. Sent (or in transit at the bank): in transit → paid out. Refused by
 * the bank: the payout fails with the provider's message and the amount returns to available.
 */
export async function processPayout(ctx: RequestContext, adminId: string, payoutId: string): Promise<PayoutResponse> {
  const { db, clock, payouts: provider } = ctx.deps;
  const row = await db.transaction(async (tx) => {
    const current = await lockPayout(tx, payoutId);
    if (!current) throw AppError.notFound(DECIDE_MESSAGES.notFound);
    if (!canDecidePayout(current.status)) throw AppError.conflict(PAYOUT_MESSAGES.alreadyDecided);
    const banking = await findBanking(tx, current.ownerId);
    if (!banking?.providerAccountRef || banking.kycStatus !== 'verified') throw AppError.conflict(DECIDE_MESSAGES.accountNotVerified);
    const accountRef = banking.providerAccountRef;
    const sent = await callPayoutProvider(ctx, () => provider.sendPayout({
      accountRef, amountCents: current.amountCents, currency: current.currency, idempotencyKey: `payout:${current.id}`, description: `Biclou payout ${current.ref}`,
    }));
    const now = clock.now();
    if (sent.status === 'failed') return markFailed(tx, current, sent.message, adminId, now, sent.payoutRef);
    const [done] = await tx.update(payouts).set({ status: 'processed', providerRef: sent.payoutRef, decidedBy: adminId, updatedAt: now })
      .where(and(eq(payouts.id, current.id), eq(payouts.status, 'pending'))).returning();
    if (!done) throw AppError.conflict(PAYOUT_MESSAGES.alreadyDecided);
    await postLedger(tx, payoutPaidTransaction({ payoutId: current.id, ownerId: current.ownerId, amountCents: current.amountCents, currency: current.currency }), now);
    return done;
  });
  await mailPayout(ctx.deps, db, row, row.status === 'processed' ? 'processed' : 'failed', ctx.log);
  return answer(ctx, row);
}

/** Admin: pending → failed with a reason; the amount returns to the owner's available balance. */
export async function failPayout(ctx: RequestContext, adminId: string, payoutId: string, reason: string): Promise<PayoutResponse> {
  const { db, clock } = ctx.deps;
  const row = await db.transaction(async (tx) => {
    const current = await lockPayout(tx, payoutId);
    if (!current) throw AppError.notFound(DECIDE_MESSAGES.notFound);
    if (!canDecidePayout(current.status)) throw AppError.conflict(PAYOUT_MESSAGES.alreadyDecided);
    return markFailed(tx, current, reason.trim(), adminId, clock.now());
  });
  await mailPayout(ctx.deps, db, row, 'failed', ctx.log);
  return answer(ctx, row);
}
