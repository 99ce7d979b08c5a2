/**
 * The price of a rental from a pickup instant to a return instant, for same-day and hourly rentals
 * beside whole days (decisions.md "Booking times: the domain rules"). Integer cents throughout;
 * the long-stay discount is today's (`discountPctFor`, rounded half-up like `priceBooking`), and
 * for whole days without an hourly or half-day price the figure is today's day price, or a longer
 * rental's when that one is cheaper. Accessories, the service fee and the commission stay
 * `priceBooking`'s later lines, applied to what this returns.
 */
import { completePrice, discountPctFor, divideHalfUp, type PriceBookingInput, type PriceBreakdown } from './pricing';

const HOUR_MS = 3_600_000;

/** A half-day covers up to 4 hours in a row, whenever they fall: a morning, an afternoon, an evening. */
export const HALF_DAY_HOURS = 4;

/** A day covers up to 24 elapsed hours; a started hour counts whole. */
const DAY_HOURS = 24;

export interface TimePriceInput {
  pickupAt: Date;
  returnAt: Date;
  /** The listing's prices in cents: the daily one always, the hourly and half-day ones when the owner sets them. */
  pricePerDayCents: number;
  pricePerHourCents?: number | null;
  pricePerHalfDayCents?: number | null;
  /** Whole percentages, as on the listing. */
  discount7Pct: number;
  discount30Pct: number;
}

/** What is charged: may cover more than the rental when a longer combination costs less. */
interface ChargedUnits {
  days: number;
  halfDays: number;
  hours: number;
}

interface TimePrice {
  /** Real elapsed hours from pickup to return, a started hour counted whole (a 25-hour autumn Sunday counts 25). */
  hours: number;
  charged: ChargedUnits;
  /** The charged units at their prices, before the discount. */
  base: number;
  /** The long-stay discount rate for the days `charged` spans, rounded up (`discountPctFor`). */
  discountPct: number;
  discount: number;
  /** base − discount: the rental line that `priceBooking`'s `base − discount` is for whole days. */
  rental: number;
}

function assertCents(name: string, value: number) {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
}

/** Real elapsed hours, a started hour counted whole: 10:00 → 11:20 is 2 hours. */
export function billedHours(pickupAt: Date, returnAt: Date): number {
  const ms = returnAt.getTime() - pickupAt.getTime();
  if (!(ms > 0)) throw new RangeError('the return must come after the pickup');
  return Math.ceil(ms / HOUR_MS);
}

interface UnitPrices {
  day: number;
  halfDay: number;
  hour: number;
}

/**
 * The cheapest way to cover `hours` hours with days, half-days and hours (an unset price is
 * infinite), undiscounted. Hours left over after whole blocks of 4 take the cheaper of hours or
 * one more half-day; any number of days from none to one more than needed is tried, so no 24 hours
 * ever cost more than a day.
 */
function cheapestUnits(hours: number, prices: UnitPrices): { units: ChargedUnits; base: number } {
  // n × an unset (infinite) price is infinite, and none of it costs nothing (0 × ∞ would be NaN).
  const cost = (n: number, price: number) => (n === 0 ? 0 : n * price);
  const days = Math.ceil(hours / DAY_HOURS);
  let best = { units: { days, halfDays: 0, hours: 0 }, base: days * prices.day };
  for (let days = 0; days * DAY_HOURS < hours; days++) {
    const rest = hours - days * DAY_HOURS;
    const blocks = Math.floor(rest / HALF_DAY_HOURS);
    const odd = rest % HALF_DAY_HOURS;
    const blockAsHalfDay = prices.halfDay <= cost(HALF_DAY_HOURS, prices.hour);
    const oddAsHalfDay = odd > 0 && prices.halfDay <= cost(odd, prices.hour);
    const units = {
      days,
      halfDays: (blockAsHalfDay ? blocks : 0) + (oddAsHalfDay ? 1 : 0),
      hours: (blockAsHalfDay ? 0 : blocks * HALF_DAY_HOURS) + (oddAsHalfDay ? 0 : odd),
    };
    const base = cost(units.days, prices.day) + cost(units.halfDays, prices.halfDay) + cost(units.hours, prices.hour);
    if (base < best.base) best = { units, base };
  }
  return best;
}

/** The discounted price of exactly `hours` hours, the rate taken for the days they span rounded up. */
function priceOfHours(hours: number, prices: UnitPrices, discount7Pct: number, discount30Pct: number): TimePrice {
  const { units, base } = cheapestUnits(hours, prices);
  const discountPct = discountPctFor(Math.ceil(hours / DAY_HOURS), discount7Pct, discount30Pct);
  const discount = divideHalfUp(base * discountPct, 100);
  return { hours, charged: units, base, discountPct, discount, rental: base - discount };
}

/**
 * Prices a rental by its real elapsed time. Examples at 20 €/day, 10 €/half-day, 4 €/hour:
 * 2 hours → 800 (two hours); 3 hours → 1000 (a half-day rather than 1200 in hours); 5 hours →
 * 1400 (a half-day and an hour); 9 hours → 2000 (a day rather than 2400 in half-days and an hour).
 *
 * A longer rental never costs less: when the long-stay discount makes 7 (or 30) days cheaper than
 * what was asked, the renter pays that longer rental's price, and `charged` says so. Throws a
 * RangeError when the return is not after the pickup or a price or rate is not whole.
 */
export function priceRentalTime(input: TimePriceInput): TimePrice {
  assertCents('pricePerDayCents', input.pricePerDayCents);
  const optional = (name: string, value: number | null | undefined) => {
    if (value === null || value === undefined) return Number.POSITIVE_INFINITY;
    assertCents(name, value);
    return value;
  };
  const prices: UnitPrices = {
    day: input.pricePerDayCents,
    hour: optional('pricePerHourCents', input.pricePerHourCents),
    halfDay: optional('pricePerHalfDayCents', input.pricePerHalfDayCents),
  };
  for (const [name, pct] of [
    ['discount7Pct', input.discount7Pct],
    ['discount30Pct', input.discount30Pct],
  ] as const) {
    if (!Number.isInteger(pct) || pct < 0 || pct > 100) throw new RangeError(`${name} must be an integer percentage`);
  }
  const hours = billedHours(input.pickupAt, input.returnAt);

  // Within a discount band the price only grows with the hours, so the cheapest rental at least
  // this long is this one or the first hour of a later band (6 days + 1 hour, 29 days + 1 hour).
  const bandStarts = [7, 30].map((days) => (days - 1) * DAY_HOURS + 1).filter((start) => start > hours);
  let best = priceOfHours(hours, prices, input.discount7Pct, input.discount30Pct);
  for (const start of bandStarts) {
    const longer = priceOfHours(start, prices, input.discount7Pct, input.discount30Pct);
    if (longer.rental < best.rental) best = { ...longer, hours };
  }
  return best;
}

/** A timed booking's whole price: `priceRentalTime`, then accessories and fees as `priceBooking` adds them. */
type TimedPriceInput = TimePriceInput &
  Pick<PriceBookingInput, 'accessories' | 'serviceFeeRateBp' | 'commissionRateBp'>;

/**
 * The price of a booking from a pickup to a return: the rental line of `priceRentalTime`, the
 * accessories for each started 24 hours the renter holds them, then the service fee and the
 * commission. `days`, `halfDays` and `hours` are the units charged. A whole-day booking (08:00 on
 * the first day to 20:00 on the last) with only a daily price costs exactly `priceBooking`'s figure.
 */
export function priceTimedBooking(input: TimedPriceInput): PriceBreakdown & { halfDays: number; hours: number } {
  const time = priceRentalTime(input);
  const accessoryDays = Math.ceil(time.hours / DAY_HOURS);
  return {
    ...completePrice({ days: time.charged.days, base: time.base, discount: time.discount }, accessoryDays, input),
    halfDays: time.charged.halfDays,
    hours: time.charged.hours,
  };
}
