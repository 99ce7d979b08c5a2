import type { CreatePayoutRequest, PayoutResponse } from '@biclou/contracts/payouts';
import { bicProblem, ibanProblem } from '@biclou/domain/iban';
import { ownerAccount, payoutRequestedTransaction } from '@biclou/domain/ledger';
import { decidePayout, PAYOUT_MESSAGES, payoutRef } from '@biclou/domain/payout-rules';
import { missingProfileFields } from '@biclou/domain/profile';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { accountBalances, postLedger } from '../money';
import { getBookingSettings } from '../settings';
import { isUniqueViolation } from '../../platform/db/pg-errors';
import { findBanking, lockOwner } from './banking-repository';
import { payoutCandidates } from './payout-candidates';
import { toPayouts } from './payout-repository';
import { bookingsByIds, insertPayout } from './payout-state-repository';

/**
 * POST /me/payouts: the owner asks for some bookings of one listing to be paid out: what each put
 * on the available balance and no live payout holds (credited earnings, a captured deposit). The
 * facts are read under a lock on the owner's row (one payout request of an owner at a time, on
 * every instance), `decidePayout` applies the rules (the admin's minimum payout among them), and the
 * payout, its items (one per booking and kind) and the ledger move available → in transit are
 * written in one transaction. The partial unique index on live items is the last word: a booking's
 * money of one kind can never be in two payouts (409).
 */
export async function requestPayout(
  ctx: RequestContext,
  ownerId: string,
  input: CreatePayoutRequest,
): Promise<PayoutResponse> {
  const { db, clock } = ctx.deps;
  const now = clock.now();
  try {
    const row = await db.transaction(async (tx) => {
      const owner = await lockOwner(tx, ownerId);
      if (!owner) throw AppError.unauthenticated();
      const banking = await findBanking(tx, ownerId);
      const ids = [...new Set(input.bookingIds)];
      const rows = ids.length ? await bookingsByIds(tx, ids) : [];
      const currency = rows[0]?.currency ?? 'EUR';
      const available =
        (await accountBalances(tx, [ownerAccount('owner_available', ownerId)])).find((b) => b.currency === currency)
          ?.cents ?? 0;
      const decision = decidePayout({
        ownerId,
        missingProfileFields: missingProfileFields(owner),
        banking: banking
          ? { ibanValid: !ibanProblem(banking.iban), bicValid: !bicProblem(banking.bic), kycStatus: banking.kycStatus }
          : null,
        listingId: input.listingId,
        bookingIds: ids,
        bookings: await payoutCandidates(tx, rows),
        availableCents: available,
        minPayoutCents: (await getBookingSettings(tx))?.minPayoutCents ?? 0,
      });
      if (!decision.ok) {
        if (decision.status === 409) throw AppError.conflict(decision.message);
        throw AppError.validation({ [decision.field ?? 'bookingIds']: [decision.message] }, decision.message);
      }
      const payout = await insertPayout(
        tx,
        {
          ref: payoutRef(),
          ownerId,
          listingId: input.listingId,
          status: 'pending',
          amountCents: decision.amountCents,
          currency: decision.currency,
          comment: input.comment?.trim() || null,
          provider: ctx.deps.payouts.name,
          createdAt: now,
          updatedAt: now,
        },
        decision.items,
      );
      await postLedger(
        tx,
        payoutRequestedTransaction({
          payoutId: payout.id,
          ownerId,
          amountCents: decision.amountCents,
          currency: decision.currency,
        }),
        now,
      );
      return payout;
    });
    const [payout] = await toPayouts(db, [row]);
    return { payout: payout! };
  } catch (err) {
    if (isUniqueViolation(err) && constraintOf(err) !== 'payouts_ref_unique')
      throw AppError.conflict(PAYOUT_MESSAGES.alreadyInPayout);
    throw err;
  }
}

/** The name of the constraint a database error names, also when drizzle wraps it. */
function constraintOf(err: unknown): string | undefined {
  for (let e: unknown = err, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
  }
  return undefined;
}
