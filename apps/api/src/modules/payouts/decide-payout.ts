import type { PayoutResponse } from '@biclou/contracts/payouts';
import type { DbOrTx, Tx } from '@biclou/db/client';
import { payoutFailedTransaction, payoutPaidTransaction, payoutReturnedTransaction } from '@biclou/domain/ledger';
import { canDecidePayout, PAYOUT_MESSAGES } from '@biclou/domain/payout-rules';
import { AppError } from '../../platform/http/app-error';
import { type PayoutProvider, postLedger } from '../money';
import type { RequestContext } from '../../platform/http/request-context';
import { findBanking } from './banking-repository';
import { mailPayout } from './payout-mails';
import { callPayoutProvider } from './provider-call';
import { lockPayout, toPayouts, type PayoutRow } from './payout-repository';
import { lockPayoutByProviderRef, lockProviderPayout, movePayout, releasePayoutItems } from './payout-state-repository';

export const DECIDE_MESSAGES = {
  notFound: 'This payout does not exist.',
  accountNotVerified: "The owner's bank account is not verified.",
  /** The reason recorded when the bank returns a processed payout without saying why. */
  returnedByBank: 'The bank returned the transfer.',
} as const;

/** pending → failed in the caller's transaction: in transit goes back to available and the bookings are released. */
async function markFailed(
  tx: DbOrTx,
  row: PayoutRow,
  reason: string,
  adminId: string | null,
  at: Date,
  providerRef: string | null = null,
): Promise<PayoutRow> {
  const done = await movePayout(tx, row.id, 'pending', {
    status: 'failed',
    failureReason: reason,
    decidedBy: adminId,
    updatedAt: at,
    ...(providerRef ? { providerRef } : {}),
  });
  if (!done) throw AppError.conflict(PAYOUT_MESSAGES.alreadyDecided);
  await releasePayoutItems(tx, row.id, at);
  await postLedger(
    tx,
    payoutFailedTransaction({
      payoutId: row.id,
      ownerId: row.ownerId,
      amountCents: row.amountCents,
      currency: row.currency,
    }),
    at,
  );
  return done;
}

/** Called in the decision's transaction with the row before and after (the admin audit log). */
export type PayoutDecisionHook = (tx: Tx, before: PayoutRow, after: PayoutRow) => Promise<void>;

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
export async function processPayout(
  ctx: RequestContext,
  adminId: string,
  payoutId: string,
  onDecided?: PayoutDecisionHook,
): Promise<PayoutResponse> {
  const { db, clock, payouts: provider } = ctx.deps;
  const row = await db.transaction(async (tx) => {
    const current = await lockPayout(tx, payoutId);
    if (!current) throw AppError.notFound(DECIDE_MESSAGES.notFound);
    if (!canDecidePayout(current.status)) throw AppError.conflict(PAYOUT_MESSAGES.alreadyDecided);
    const banking = await findBanking(tx, current.ownerId);
    if (!banking?.providerAccountRef || banking.kycStatus !== 'verified')
      throw AppError.conflict(DECIDE_MESSAGES.accountNotVerified);
    const accountRef = banking.providerAccountRef;
    const sent = await callPayoutProvider(ctx, () =>
      provider.sendPayout({
        accountRef,
        amountCents: current.amountCents,
        currency: current.currency,
        idempotencyKey: `payout:${current.id}`,
        description: `Biclou payout ${current.ref}`,
      }),
    );
    const now = clock.now();
    if (sent.status === 'failed') {
      const failed = await markFailed(tx, current, sent.message, adminId, now, sent.payoutRef);
      await onDecided?.(tx, current, failed);
      return failed;
    }
    const done = await movePayout(tx, current.id, 'pending', {
      status: 'processed',
      providerRef: sent.payoutRef,
      decidedBy: adminId,
      updatedAt: now,
    });
    if (!done) throw AppError.conflict(PAYOUT_MESSAGES.alreadyDecided);
    await postLedger(
      tx,
      payoutPaidTransaction({
        payoutId: current.id,
        ownerId: current.ownerId,
        amountCents: current.amountCents,
        currency: current.currency,
      }),
      now,
    );
    await onDecided?.(tx, current, done);
    return done;
  });
  await mailPayout(ctx.deps, db, row, row.status === 'processed' ? 'processed' : 'failed', ctx.log);
  return answer(ctx, row);
}

/** Admin: pending → failed with a reason; the amount returns to the owner's available balance. */
export async function failPayout(
  ctx: RequestContext,
  adminId: string,
  payoutId: string,
  reason: string,
  onDecided?: PayoutDecisionHook,
): Promise<PayoutResponse> {
  const { db, clock } = ctx.deps;
  const row = await db.transaction(async (tx) => {
    const current = await lockPayout(tx, payoutId);
    if (!current) throw AppError.notFound(DECIDE_MESSAGES.notFound);
    if (!canDecidePayout(current.status)) throw AppError.conflict(PAYOUT_MESSAGES.alreadyDecided);
    const failed = await markFailed(tx, current, reason.trim(), adminId, clock.now());
    await onDecided?.(tx, current, failed);
    return failed;
  });
  await mailPayout(ctx.deps, db, row, 'failed', ctx.log);
  return answer(ctx, row);
}

export type ReturnedPayout =
  | {
      outcome: 'payout_returned';
      payout: PayoutRow;
      reclaimed: 'reversed' | 'already_reversed' | 'not_found' | 'nothing_to_reclaim';
    }
  | { outcome: 'payout_already_failed' | 'payout_not_processed' | 'unknown_payout'; payout: null };

/**
 * processed → failed, when the bank returns a payout Stripe had accepted (`payout.failed` after
 * the fact), in the caller's transaction (the webhook's, with its event row): the payout fails
 * with the bank's reason, paid out goes back to available, and its bookings are released for a
 * new payout. Idempotent: a payout already failed changes nothing. A pending payout is the admin's
 * to decide (it has no Stripe payout yet), so it is left alone. The caller mails the owner after
 * the commit. The money the bank sent back sits in the owner's connected account: the provider
 * takes it back to the platform (Stripe: the transfer is reversed, with an idempotency key), so a
 * new payout of the same bookings does not pay twice; if the provider cannot be reached the
 * transaction rolls back and Stripe's retry of the event runs it again.
 */
export async function returnPayout(
  tx: Tx,
  provider: PayoutProvider,
  payoutRef: string,
  reason: string | null,
  at: Date,
  payoutKey?: string | null,
): Promise<ReturnedPayout> {
  const byRef = await lockPayoutByProviderRef(tx, provider.name, payoutRef);
  // A failure that arrives while the admin's process call has not committed yet finds no payout by
  // its ref: the key we gave the provider (`payout:<id>`, in the payout's metadata) names the row,
  // whose lock waits for that commit.
  const keyed = !byRef && payoutKey?.match(/^payout:([0-9a-f-]{36})$/)?.[1];
  const byKey = keyed ? await lockProviderPayout(tx, keyed, provider.name) : undefined;
  const row = byRef ?? (byKey && (byKey.providerRef === null || byKey.providerRef === payoutRef) ? byKey : undefined);
  if (!row) return { outcome: 'unknown_payout', payout: null };
  if (row.status === 'failed') return { outcome: 'payout_already_failed', payout: null };
  if (row.status !== 'processed') return { outcome: 'payout_not_processed', payout: null };
  const done = await movePayout(tx, row.id, 'processed', {
    status: 'failed',
    failureReason: reason?.trim() || DECIDE_MESSAGES.returnedByBank,
    updatedAt: at,
  });
  if (!done) return { outcome: 'payout_already_failed', payout: null };
  await releasePayoutItems(tx, row.id, at);
  await postLedger(
    tx,
    payoutReturnedTransaction({
      payoutId: row.id,
      ownerId: row.ownerId,
      amountCents: row.amountCents,
      currency: row.currency,
    }),
    at,
  );
  const accountRef = (await findBanking(tx, row.ownerId))?.providerAccountRef;
  const reclaimed =
    provider.reclaimReturnedPayout && accountRef
      ? await provider.reclaimReturnedPayout({ accountRef, payoutKey: `payout:${row.id}` })
      : 'nothing_to_reclaim';
  return { outcome: 'payout_returned', payout: done, reclaimed };
}
