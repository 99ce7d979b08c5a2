import { ownerShareCents, priceBooking, type PriceBreakdown } from '@biclou/domain/pricing';
import { addDays } from '../../../lib/calendar';

export interface Rates {
  serviceFeeRateBp: number;
  commissionRateBp: number;
}

/** The decisions' default rates, used only when the settings did not load. */
export const DEFAULT_RATES: Rates = { serviceFeeRateBp: 1000, commissionRateBp: 1500 };

/** Any start date will do: only the number of days matters for the example. */
const EXAMPLE_START = '2026-06-01';

interface EarningsExample {
  perDay: number;
  week: PriceBreakdown;
  month: PriceBreakdown;
}

/**
 * What the owner earns, by the same `priceBooking` the server uses: per day after commission,
 * and worked 7- and 30-day rentals. 15 €/day, 10 %/20 % off, 15 % commission →
 * 12.75 € a day; 7 days: the renter pays 103.95 €, the owner earns 80.32 €.
 */
export function earningsExample(
  pricePerDayCents: number,
  discount7Pct: number,
  discount30Pct: number,
  rates: Rates,
): EarningsExample {
  const price = (days: number) =>
    priceBooking({
      startDate: EXAMPLE_START,
      endDate: addDays(EXAMPLE_START, days - 1),
      pricePerDayCents,
      discount7Pct,
      discount30Pct,
      accessories: [],
      ...rates,
    });
  return { perDay: ownerShareCents(pricePerDayCents, rates.commissionRateBp), week: price(7), month: price(30) };
}

/** 1500 basis points → "15", 1250 → "12.5" (formatted by the caller's locale). */
export function bpToPercent(bp: number): number {
  return bp / 100;
}
