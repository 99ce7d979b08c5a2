/**
 * The four cancellation options of decisions.md "Cancellation and refunds", as plain data the UI
 * uses to explain them. The booking settings hold the live copy the admin edits; these are the
 * defaults and the labels.
 */
export const CANCELATION_OPTION_KEYS = ['no_notice', 'short_notice', 'medium_notice', 'strict'] as const;
export type CancelationOptionKey = (typeof CANCELATION_OPTION_KEYS)[number];

export interface CancelationOptionRule {
  /** Days before the start date from which the "before" rate applies. */
  delayDays: number;
  /** Percent of the subtotal refunded when canceled at least `delayDays` before the start. */
  refundBeforeDelayPct: number;
  /** Percent of the subtotal refunded when canceled later than that. */
  refundAfterDelayPct: number;
}

/** Canceling this many days or more before the start refunds everything, service fee included, whatever the option. */
export const FULL_REFUND_DAYS = 30;

export const CANCELATION_OPTIONS: Readonly<
  Record<CancelationOptionKey, CancelationOptionRule & { labelEn: string; labelFr: string }>
> = {
  no_notice: {
    labelEn: 'Flexible',
    labelFr: 'Flexible',
    delayDays: 0,
    refundBeforeDelayPct: 100,
    refundAfterDelayPct: 0,
  },
  short_notice: { labelEn: 'Zen', labelFr: 'Zen', delayDays: 3, refundBeforeDelayPct: 70, refundAfterDelayPct: 0 },
  medium_notice: {
    labelEn: 'Moderate',
    labelFr: 'Modérée',
    delayDays: 10,
    refundBeforeDelayPct: 70,
    refundAfterDelayPct: 0,
  },
  strict: { labelEn: 'Strict', labelFr: 'Stricte', delayDays: 30, refundBeforeDelayPct: 100, refundAfterDelayPct: 0 },
};

interface CancelationTier {
  /** Applies when canceled at least this many days before the start (0 = up to the start). */
  fromDaysBefore: number;
  /** Applies when canceled fewer than this many days before the start; null = no upper bound. */
  untilDaysBefore: number | null;
  refundPct: number;
  serviceFeeRefunded: boolean;
}

/**
 * The refund tiers a renter sees for an option, latest cancellation last. Example for
 * short_notice: 30+ days → 100 % with the fee; 3–29 days → 70 % without the fee; under 3 days → 0 %.
 */
export function cancelationTiers(rule: CancelationOptionRule): CancelationTier[] {
  const tiers: CancelationTier[] = [
    { fromDaysBefore: FULL_REFUND_DAYS, untilDaysBefore: null, refundPct: 100, serviceFeeRefunded: true },
  ];
  if (rule.delayDays < FULL_REFUND_DAYS) {
    tiers.push({
      fromDaysBefore: rule.delayDays,
      untilDaysBefore: FULL_REFUND_DAYS,
      refundPct: rule.refundBeforeDelayPct,
      serviceFeeRefunded: false,
    });
  }
  if (rule.delayDays > 0) {
    tiers.push({
      fromDaysBefore: 0,
      untilDaysBefore: Math.min(rule.delayDays, FULL_REFUND_DAYS),
      refundPct: rule.refundAfterDelayPct,
      serviceFeeRefunded: false,
    });
  }
  return tiers;
}
