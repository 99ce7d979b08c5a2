/**
 * What the owner earns from a booking, in every state, exactly as the ledger credits it or will
 * credit it (decisions.md "Sweep: owner's earnings"). Every page and email that shows an owner's
 * amount reads it from here, so a refund or a dispute decision can never leave a stale figure.
 *
 * Once paid, a booking's money splits by what went back to the renter: the refund comes out of the
 * subtotal first, then out of the service fee, and the owner keeps the rest of the subtotal minus
 * the commission on it (`settleDispute`). For a cancellation that is exactly `computeRefund`'s
 * split (the property tests prove it for every tier), for a resolution the admin's split.
 */
import type { BookingStatus } from './booking-status';
import { settleDispute } from './dispute-settlement';

export interface OwnerEarningsInput {
  status: BookingStatus;
  /** Whether the payment went through (a canceled booking kept money only if it was paid). */
  paid: boolean;
  subtotal: number;
  serviceFee: number;
  commissionRateBp: number;
  /** What went back to the renter (0 unless canceled after payment or resolved). */
  refundCents: number;
}

export interface OwnerEarnings {
  /** What reaches, or will reach, the owner's available balance. */
  amountCents: number;
  /** The commission taken on the part of the subtotal the owner keeps. */
  commissionCents: number;
}

const NOTHING: OwnerEarnings = { amountCents: 0, commissionCents: 0 };

/**
 * `ownerEarningsOf({ status: 'canceled', paid: true, subtotal: 2000, serviceFee: 200, commissionRateBp: 1500, refundCents: 1400 })`
 * = { amountCents: 510, commissionCents: 90 } (a Zen cancellation refunding 70 %: the owner keeps 600 − 90).
 * Requested and accepted bookings show what the owner would earn once paid; rejected, expired and
 * unpaid canceled ones earn nothing; a disputed one shows its full share, held until the decision.
 */
export function ownerEarningsOf(input: OwnerEarningsInput): OwnerEarnings {
  const { status } = input;
  if (status === 'rejected' || status === 'expired') return NOTHING;
  if (status === 'canceled' && !input.paid) return NOTHING;
  const unpaid = status === 'requested' || status === 'accepted';
  const split = settleDispute({
    subtotal: input.subtotal,
    serviceFee: input.serviceFee,
    commissionRateBp: input.commissionRateBp,
    refundCents: unpaid ? 0 : input.refundCents,
  });
  const kept = input.subtotal - Math.min(unpaid ? 0 : input.refundCents, input.subtotal);
  return { amountCents: split.ownerEarnings, commissionCents: kept - split.ownerEarnings };
}
