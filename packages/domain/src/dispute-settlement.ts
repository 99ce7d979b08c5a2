/**
 * How an admin's dispute decision splits what a booking still holds in escrow (decisions.md
 * "Booking lifecycle": disputed → resolved, "the admin decides the refund amount"). The refund comes
 * out of the subtotal first, then out of the service fee; the owner keeps the rest of the subtotal
 * minus the commission on it, and the platform the rest — the same shape as `computeRefund`, so
 * refund + owner + platform is always exactly what the renter paid.
 */
import { divideHalfUp } from './pricing';

interface DisputeSettlementInput {
  subtotal: number;
  serviceFee: number;
  commissionRateBp: number;
  /** What the admin decided to give back, 0 ≤ refund ≤ subtotal + serviceFee. */
  refundCents: number;
}

interface DisputeSettlement {
  refundCents: number;
  ownerEarnings: number;
  platformRevenue: number;
}

/** `settleDispute({ subtotal: 4500, serviceFee: 450, commissionRateBp: 1500, refundCents: 1000 })` → owner 2975, platform 975. */
export function settleDispute({
  subtotal,
  serviceFee,
  commissionRateBp,
  refundCents,
}: DisputeSettlementInput): DisputeSettlement {
  for (const [name, v] of [
    ['subtotal', subtotal],
    ['serviceFee', serviceFee],
    ['refundCents', refundCents],
  ] as const) {
    if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${name} must be a non-negative whole number of cents`);
  }
  if (refundCents > subtotal + serviceFee) throw new RangeError('the refund cannot exceed what was paid');
  const refundedSubtotal = Math.min(refundCents, subtotal);
  const refundedFee = refundCents - refundedSubtotal;
  const kept = subtotal - refundedSubtotal;
  const commission = divideHalfUp(kept * commissionRateBp, 10_000);
  return { refundCents, ownerEarnings: kept - commission, platformRevenue: serviceFee - refundedFee + commission };
}
