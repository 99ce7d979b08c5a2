/**
 * What a paid booking's cancellation gives back, exactly as decisions.md "Cancellation and
 * refunds" says. The API refunds with it and the trip page shows the same figure before the
 * renter confirms, so the two can never disagree.
 *
 * Rounding: the refunded subtotal is rounded half-up to the cent (a half cent goes to the
 * renter), then the commission on the part the owner keeps is rounded half-up on its own line,
 * like `priceBooking`. The owner's share is what is left, so the three parts always add up to
 * exactly what the renter paid.
 */
import { FULL_REFUND_DAYS, type CancelationOptionRule } from './cancelation-options';
import { daysFromTo } from './paris-calendar';
import { divideHalfUp, type PriceBreakdown } from './pricing';

export { parisToday } from './paris-calendar';

export type CanceledBy = 'renter' | 'owner';

export interface ComputeRefundInput {
  /** The booking's stored price lines, as `priceBooking` gave them. */
  price: Pick<PriceBreakdown, 'subtotal' | 'serviceFee' | 'commission' | 'pricePaidByBuyer' | 'ownerEarnings'>;
  /** ISO dates; `today` is the cancellation day in Europe/Paris (`parisToday(now)`). */
  startDate: string;
  today: string;
  canceledBy: CanceledBy;
  /** The listing's option, as the booking settings hold it. */
  option: CancelationOptionRule;
  /** The commission rate the booking was priced with, in basis points (1500 = 15 %). */
  commissionRateBp: number;
}

export interface Refund {
  refundedSubtotal: number;
  refundedServiceFee: number;
  /** What goes back on the renter's card: refundedSubtotal + refundedServiceFee. */
  refundTotal: number;
  /** What the owner is credited later: kept subtotal minus the commission on it. */
  ownerEarnings: number;
  /** Service fee kept plus the commission on the kept subtotal. */
  platformRevenue: number;
  /** startDate − today in whole days; negative once the rental has started. */
  daysBefore: number;
  /** The percentage of the subtotal refunded (100 for a full refund). */
  refundPct: number;
}

/** Which share of the subtotal comes back: `refundPctFor(5, zen)` = 70, `refundPctFor(2, zen)` = 0, `refundPctFor(30, strict)` = 100. */
export function refundPctFor(daysBefore: number, option: CancelationOptionRule): number {
  if (daysBefore >= FULL_REFUND_DAYS) return 100;
  return daysBefore >= option.delayDays ? option.refundBeforeDelayPct : option.refundAfterDelayPct;
}

/**
 * The refund of a paid booking canceled `today`. Example, Zen (3 days, 70 %), 10 days before, subtotal
 * 12400, fee 1240, commission 15 %: refund 8680 (70 % of the subtotal, fee kept), owner earns
 * 3720 − 558 = 3162, platform keeps 1240 + 558 = 1798; 8680 + 3162 + 1798 = 13640 paid.
 * An owner's cancellation, or a renter's 30 days or more before the start, refunds all 13640.
 */
export function computeRefund(input: ComputeRefundInput): Refund {
  const daysBefore = daysFromTo(input.today, input.startDate);
  const fullRefund = input.canceledBy === 'owner' || daysBefore >= FULL_REFUND_DAYS;
  const { refundPct, ...money } = splitRefund(
    input,
    fullRefund ? 100 : refundPctFor(daysBefore, input.option),
    fullRefund,
  );
  // The fields in their usual order, daysBefore before refundPct, as stored and answered before.
  return { ...money, daysBefore, refundPct };
}

/**
 * A refund's money once its rate is known, whatever counted the notice (whole days here, hours in
 * `refund-by-time.ts`): the refunded subtotal, the service fee only on a full refund, and the
 * commission on what the owner keeps. Validates the price lines, the option and the rate first.
 */
export function splitRefund(
  input: Pick<ComputeRefundInput, 'price' | 'option' | 'commissionRateBp'>,
  refundPct: number,
  fullRefund: boolean,
): Omit<Refund, 'daysBefore'> {
  const { price, option, commissionRateBp } = input;
  assertConsistent(price);
  assertOption(option);
  if (!Number.isInteger(commissionRateBp) || commissionRateBp < 0 || commissionRateBp > 10_000) {
    throw new RangeError('commissionRateBp must be between 0 and 10000 basis points');
  }
  const refundedSubtotal = divideHalfUp(price.subtotal * refundPct, 100);
  // Under 30 days the renter never gets the service fee back; an owner's cancellation always does.
  const refundedServiceFee = fullRefund ? price.serviceFee : 0;
  const keptSubtotal = price.subtotal - refundedSubtotal;
  const commissionOnKept = divideHalfUp(keptSubtotal * commissionRateBp, 10_000);

  return {
    refundedSubtotal,
    refundedServiceFee,
    refundTotal: refundedSubtotal + refundedServiceFee,
    ownerEarnings: keptSubtotal - commissionOnKept,
    platformRevenue: price.serviceFee - refundedServiceFee + commissionOnKept,
    refundPct,
  };
}

function assertConsistent(price: ComputeRefundInput['price']) {
  for (const [name, value] of Object.entries(price)) {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`price.${name} must be a non-negative integer, got ${value}`);
  }
  if (
    price.pricePaidByBuyer !== price.subtotal + price.serviceFee ||
    price.ownerEarnings !== price.subtotal - price.commission
  ) {
    throw new RangeError('price lines do not add up: paid = subtotal + fee and owner = subtotal − commission');
  }
}

function assertOption(option: CancelationOptionRule) {
  if (!Number.isInteger(option.delayDays) || option.delayDays < 0)
    throw new RangeError('option.delayDays must be a non-negative integer');
  for (const pct of [option.refundBeforeDelayPct, option.refundAfterDelayPct]) {
    if (!Number.isInteger(pct) || pct < 0 || pct > 100)
      throw new RangeError('option refund rates must be integer percentages 0..100');
  }
}
