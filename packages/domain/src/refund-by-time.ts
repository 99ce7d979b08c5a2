/**
 * The cancellation tiers of decisions.md "Cancellation and refunds", counted from the pickup
 * instant in real elapsed time once bookings have hours: "30 days before" is 30 × 24 hours before
 * the pickup, "3 days before" 72 hours, whatever clock change falls in between (decisions.md
 * "Booking times: the domain rules"). The money of a refund is `computeRefund`'s own
 * (`splitRefund`), so the two can only differ in how the notice is counted.
 */
import { FULL_REFUND_DAYS, type CancelationOptionRule } from './cancelation-options';
import { splitRefund, type ComputeRefundInput, type Refund } from './compute-refund';

const HOUR_MS = 3_600_000;

/** Canceling at least this many hours before the pickup refunds everything, service fee included. */
export const FULL_REFUND_HOURS = FULL_REFUND_DAYS * 24;

export interface RefundByTimeInput extends Omit<ComputeRefundInput, 'startDate' | 'today'> {
  pickupAt: Date;
  canceledAt: Date;
}

interface RefundByTime extends Omit<Refund, 'daysBefore'> {
  /** Whole hours from the cancellation to the pickup, rounded down; negative once the pickup has passed. */
  hoursBefore: number;
}

/**
 * Which share of the subtotal comes back, the notice measured to the millisecond: Zen (72 h, 70 %)
 * canceled 72 hours before the pickup → 70, one minute later → 0; 720 hours before or more → 100
 * whatever the option. Flexible refunds 100 up to the pickup instant itself, 0 after it.
 */
export function refundPctByTime(pickupAt: Date, canceledAt: Date, option: CancelationOptionRule): number {
  const before = pickupAt.getTime() - canceledAt.getTime();
  if (before >= FULL_REFUND_HOURS * HOUR_MS) return 100;
  return before >= option.delayDays * 24 * HOUR_MS ? option.refundBeforeDelayPct : option.refundAfterDelayPct;
}

/**
 * The refund of a paid booking canceled at `canceledAt`, like `computeRefund` with the tiers in
 * hours: an owner's cancellation, or a renter's at least 720 hours before the pickup, refunds the
 * whole amount paid; otherwise the option's rate of the subtotal, the service fee kept.
 */
export function computeRefundByTime(input: RefundByTimeInput): RefundByTime {
  const before = input.pickupAt.getTime() - input.canceledAt.getTime();
  if (!Number.isFinite(before)) throw new RangeError('pickupAt and canceledAt must be valid instants');
  const fullRefund = input.canceledBy === 'owner' || before >= FULL_REFUND_HOURS * HOUR_MS;
  const refundPct = fullRefund ? 100 : refundPctByTime(input.pickupAt, input.canceledAt, input.option);
  return { ...splitRefund(input, refundPct, fullRefund), hoursBefore: Math.floor(before / HOUR_MS) };
}
