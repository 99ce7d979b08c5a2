/**
 * An owner's three prices read as a ladder: a half-day never costs more than a day, and an hour
 * never more than a half-day (nor more than a day when there is no half-day price). Time pricing
 * would never charge a rung above the one over it (it takes the cheapest cover), so such a price
 * can only be a typing slip: the owner is told rather than left with a price nobody pays.
 */

/** Each broken rung as a sentence; the web translates them through its `server` catalogue section. */
export const TIME_PRICE_MESSAGES = {
  halfDayAboveDay: 'The half-day price may not be more than the price per day.',
  hourAboveHalfDay: 'The hourly price may not be more than the half-day price.',
  hourAboveDay: 'The hourly price may not be more than the price per day.',
} as const;

/** A listing's prices in cents; the hourly and half-day ones are optional (null: not offered). */
interface TimePrices {
  pricePerDayCents: number | null;
  pricePerHalfDayCents: number | null;
  pricePerHourCents: number | null;
}

type LadderField = 'pricePerHalfDayCents' | 'pricePerHourCents';

/**
 * The field of each rung above the one over it, with its sentence; {} when the prices hold.
 * Equal prices are allowed (a half-day at the day's price is the owner's choice). A price missing
 * above a rung is skipped: with no daily price yet, nothing is compared with it.
 * Example: day 1500, half-day 1800, hour 2000 → { pricePerHalfDayCents: halfDayAboveDay,
 * pricePerHourCents: hourAboveHalfDay }.
 */
export function timePriceProblems(prices: TimePrices): Partial<Record<LadderField, string>> {
  const { pricePerDayCents: day, pricePerHalfDayCents: halfDay, pricePerHourCents: hour } = prices;
  const problems: Partial<Record<LadderField, string>> = {};
  if (halfDay !== null && day !== null && halfDay > day)
    problems.pricePerHalfDayCents = TIME_PRICE_MESSAGES.halfDayAboveDay;
  if (hour !== null) {
    if (halfDay !== null) {
      if (hour > halfDay) problems.pricePerHourCents = TIME_PRICE_MESSAGES.hourAboveHalfDay;
    } else if (day !== null && hour > day) problems.pricePerHourCents = TIME_PRICE_MESSAGES.hourAboveDay;
  }
  return problems;
}
