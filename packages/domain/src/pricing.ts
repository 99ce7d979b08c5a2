/**
 * Booking price, exactly as decisions.md "Money" says: integer cents, each line rounded half-up
 * to the cent, in a fixed order. The server prices bookings with it and the listing page shows
 * the same preview by importing it.
 */

export interface PriceBookingInput {
  /** Inclusive ISO calendar dates, `YYYY-MM-DD`. */
  startDate: string;
  endDate: string;
  pricePerDayCents: number;
  /** Whole percentages 0..90. */
  discount7Pct: number;
  discount30Pct: number;
  /** The accessories the renter selected; 0 means included for free. */
  accessories: readonly { pricePerDayCents: number }[];
  /** Booking settings, in basis points (1000 = 10 %). */
  serviceFeeRateBp: number;
  commissionRateBp: number;
}

export interface PriceBreakdown {
  days: number;
  base: number;
  discount: number;
  accessories: number;
  subtotal: number;
  serviceFee: number;
  commission: number;
  pricePaidByBuyer: number;
  ownerEarnings: number;
}

const DAY_MS = 86_400_000;

/** `roundHalfUp(5, 2)` = 3: n ÷ d rounded half-up, in exact integer arithmetic (n ≥ 0, d > 0). */
export function divideHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

function parseIsoDate(value: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) throw new RangeError(`not an ISO date: ${value}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== value) throw new RangeError(`not a calendar date: ${value}`);
  return ms;
}

/** Both dates count: `bookingDays('2026-07-01', '2026-07-08')` = 8. */
export function bookingDays(startDate: string, endDate: string): number {
  return Math.round((parseIsoDate(endDate) - parseIsoDate(startDate)) / DAY_MS) + 1;
}

function assertCents(name: string, value: number) {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
}

/** The one long-stay discount rate that applies: 30+ days, else 7+ days, else none. */
export function discountPctFor(days: number, discount7Pct: number, discount30Pct: number): number {
  if (days >= 30) return discount30Pct;
  if (days >= 7) return discount7Pct;
  return 0;
}

/**
 * Prices a booking. Example: 8 days at 1500, 10 % weekly discount, one accessory at 200/day,
 * fee 10 %, commission 15 % → base 12000, discount 1200, accessories 1600, subtotal 12400,
 * service fee 1240, commission 1860, renter pays 13640, owner earns 10540. (decisions.md's worked
 * example prints subtotal 14400 for these lines, an arithmetic slip; from a subtotal of 14400 the
 * rules give its 1440 / 2160 / 15840 / 12240, see pricing.test.ts.)
 * Throws a RangeError when the end is before the start or an amount is not a whole number of cents.
 */
export function priceBooking(input: PriceBookingInput): PriceBreakdown {
  const days = bookingDays(input.startDate, input.endDate);
  if (days < 1) throw new RangeError('the end date is before the start date');
  assertCents('pricePerDayCents', input.pricePerDayCents);
  for (const [name, pct] of [
    ['discount7Pct', input.discount7Pct],
    ['discount30Pct', input.discount30Pct],
  ] as const) {
    if (!Number.isInteger(pct) || pct < 0 || pct > 100) throw new RangeError(`${name} must be an integer percentage`);
  }
  const base = days * input.pricePerDayCents;
  const discount = divideHalfUp(base * discountPctFor(days, input.discount7Pct, input.discount30Pct), 100);
  return completePrice({ days, base, discount }, days, input);
}

/**
 * The lines after the rental itself, shared by day and time pricing: the accessories for
 * `accessoryDays`, then the service fee and the commission on the subtotal, each rounded half-up.
 */
export function completePrice(
  rental: { days: number; base: number; discount: number },
  accessoryDays: number,
  input: Pick<PriceBookingInput, 'accessories' | 'serviceFeeRateBp' | 'commissionRateBp'>,
): PriceBreakdown {
  for (const [name, bp] of [
    ['serviceFeeRateBp', input.serviceFeeRateBp],
    ['commissionRateBp', input.commissionRateBp],
  ] as const) {
    if (!Number.isInteger(bp) || bp < 0 || bp > 10_000)
      throw new RangeError(`${name} must be between 0 and 10000 basis points`);
  }
  input.accessories.forEach((a, i) => assertCents(`accessories[${i}].pricePerDayCents`, a.pricePerDayCents));
  const accessories = input.accessories.reduce((sum, a) => sum + a.pricePerDayCents * accessoryDays, 0);
  const subtotal = rental.base - rental.discount + accessories;
  const serviceFee = divideHalfUp(subtotal * input.serviceFeeRateBp, 10_000);
  const commission = divideHalfUp(subtotal * input.commissionRateBp, 10_000);
  return {
    ...rental,
    accessories,
    subtotal,
    serviceFee,
    commission,
    pricePaidByBuyer: subtotal + serviceFee,
    ownerEarnings: subtotal - commission,
  };
}

/** What the owner keeps of a price: `ownerShareCents(1500, 1500)` = 1275 (15 % commission). */
export function ownerShareCents(amountCents: number, commissionRateBp: number): number {
  return amountCents - divideHalfUp(amountCents * commissionRateBp, 10_000);
}
