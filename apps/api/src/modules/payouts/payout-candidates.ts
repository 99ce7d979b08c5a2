import type { DbOrTx } from '@biclou/db/client';
import type { PayoutCandidate } from '@biclou/domain/payout-rules';
import { capturedDeposits, liveItemKinds } from './payable-repository';

/** The booking facts a candidate is built from. */
interface CandidateRow {
  id: string;
  ownerId: string;
  listingId: string;
  currency: string;
  creditOwnerCents: number;
  creditedAt: Date | null;
}

/**
 * Bookings as the payout rules see them: their credited earnings and captured deposit, each with
 * whether a live payout already holds it. The payout form's figures and the payout request both
 * read them here, so what the page offers is what a request may take.
 */
export async function payoutCandidates(tx: DbOrTx, rows: readonly CandidateRow[]): Promise<PayoutCandidate[]> {
  const ids = rows.map((r) => r.id);
  const [live, deposits] = await Promise.all([liveItemKinds(tx, ids), capturedDeposits(tx, ids)]);
  return rows.map((b) => ({
    bookingId: b.id,
    ownerId: b.ownerId,
    listingId: b.listingId,
    currency: b.currency,
    ownerEarningsCents: b.creditOwnerCents,
    credited: b.creditedAt !== null,
    inLivePayout: live.get(b.id)?.has('credit') ?? false,
    depositCents: deposits.get(b.id) ?? 0,
    depositInLivePayout: live.get(b.id)?.has('deposit_captured') ?? false,
  }));
}
