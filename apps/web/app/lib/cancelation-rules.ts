import {
  CANCELATION_OPTIONS,
  cancelationTiers,
  type CancelationOptionKey,
  type CancelationOptionRule,
} from '@biclou/domain/cancelation-options';

/** One sentence: an i18n key under `listings.cancelation.rules` and its values (`count`: the days its noun agrees with). */
interface CancelationRule {
  key: 'full' | 'window' | 'until-start' | 'late' | 'late-none' | 'started-none' | 'started';
  values: Record<string, number>;
  /** How much of the rental comes back: drives the colour of the line. */
  pct: number;
}

/**
 * Plain-words rules of a cancellation option (decisions "Cancellation and refunds"), from the
 * domain's refund tiers, so the page never disagrees with what the server refunds.
 * Zen → full refund from 30 days; 70 % from 3 to 29 days; nothing under 3 days. A range is written from
 * its lower end, so "days" follows, and agrees with, the higher one.
 */
export function cancelationRules(rule: CancelationOptionRule): CancelationRule[] {
  const rules = cancelationTiers(rule).map((tier): CancelationRule => {
    const pct = tier.refundPct;
    if (tier.untilDaysBefore === null) return { key: 'full', values: { count: tier.fromDaysBefore }, pct };
    if (tier.fromDaysBefore > 0)
      return { key: 'window', values: { from: tier.fromDaysBefore, count: tier.untilDaysBefore - 1, pct }, pct };
    if (rule.delayDays === 0) return { key: 'until-start', values: { count: tier.untilDaysBefore, pct }, pct };
    return { key: pct ? 'late' : 'late-none', values: { count: tier.untilDaysBefore, pct }, pct };
  });
  // "0 % (already started)": said out loud for the options that refund up to the start.
  if (rule.delayDays === 0) {
    const pct = rule.refundAfterDelayPct;
    rules.push({ key: pct ? 'started' : 'started-none', values: { pct }, pct });
  }
  return rules;
}

/** The live terms from the booking settings, or the decisions' defaults when they did not load. */
export function cancelationTerms(
  options: Partial<Record<CancelationOptionKey, CancelationOptionRule>> | undefined,
  key: CancelationOptionKey,
): CancelationOptionRule {
  return options?.[key] ?? CANCELATION_OPTIONS[key];
}
